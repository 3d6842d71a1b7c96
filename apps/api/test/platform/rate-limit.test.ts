// The global limit per client IP on /api: answers within it carry no limit headers; the one past it is the JSON 429
// with Retry-After and the limit headers. Health is never limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

describe('the global rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: 2, RATE_LIMIT_WINDOW_MS: 60_000 });
  });
  afterAll(async () => t.close());

  it('answers within the limit without limit headers, then 429 with Retry-After and the limit headers', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/api/site-config' });
    for (const res of [await get(), await get()]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    }
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', request_id: expect.any(String) });
    expect(limited.headers).toMatchObject({ 'retry-after': '60', 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '0' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
