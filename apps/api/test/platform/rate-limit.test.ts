// The global limit per client IP on /api: answers within it carry no limit headers; the one past it is the JSON 429
// with Retry-After and the limit headers. Health is never limited; a Redis outage lets requests through.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisRateLimitStore } from '../../src/lib/rate-limit-store';
import { tooManyRequestsDetail, waitInWords } from '../../src/lib/retry-wait';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { testRedisUp, testRedisUrl } from '../helpers/test-redis';

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
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', detail: 'Too many requests. Please try again in 1 minute.', request_id: expect.any(String) });
    expect(limited.headers).toMatchObject({ 'retry-after': '60', 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '0' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('counts a HEAD request once, like the GET it mirrors', async () => {
    const other = await buildTestApp({ RATE_LIMIT_MAX: 2, RATE_LIMIT_WINDOW_MS: 60_000 });
    try {
      const head = () => other.app.inject({ method: 'HEAD', url: '/api/site-config' });
      expect([(await head()).statusCode, (await head()).statusCode, (await head()).statusCode]).toEqual([200, 200, 429]);
    } finally {
      await other.close();
    }
  });
});

describe('the wait a 429 names, from its Retry-After seconds', () => {
  it.each([
    [1, '1 second'],
    [30, '30 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [1620, '27 minutes'],
    [3599, '1 hour'],
    [3600, '1 hour'],
    [5400, '1 hour and 30 minutes'],
    [7260, '2 hours and 1 minute'],
  ])('%i s -> %s (rounded up: never sooner than the header says)', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  it('reads as a sentence', () => {
    expect(tooManyRequestsDetail(1620)).toBe('Too many requests. Please try again in 27 minutes.');
  });
});

describe('the rate limit without its Redis', () => {
  it('lets requests through while Redis cannot be reached', async () => {
    // Nothing listens on port 1: every counter call fails at once (no offline queue).
    const t = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: 1, RATE_LIMIT_WINDOW_MS: 60_000 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await t.app.inject({ method: 'GET', url: '/api/site-config' })).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await t.close();
    }
  });
});

const redisUp = await testRedisUp('platform/rate-limit (Redis counters)');

describe.skipIf(!redisUp)('the Redis rate-limit counters', () => {
  it('count one window per key across store instances, with the time left in it', async () => {
    const redis = new Redis(testRedisUrl, { keyPrefix: `test-${randomBytes(4).toString('hex')}:` });
    try {
      const [a, b] = [redisRateLimitStore(redis), redisRateLimitStore(redis)];
      expect(await a.hit('rl:k', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
      const second = await b.hit('rl:k', 60_000);
      expect(second.count).toBe(2);
      expect(second.ttlMs).toBeGreaterThan(50_000);
      expect(second.ttlMs).toBeLessThanOrEqual(60_000);
      expect((await a.hit('rl:other', 60_000)).count).toBe(1);
      await redis.del('rl:k', 'rl:other');
    } finally {
      await redis.quit();
    }
  });
});
