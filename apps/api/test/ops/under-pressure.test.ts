import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('load shedding under memory pressure', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Any heap is "too much" at 1 byte: the first sample (50 ms) puts the app under pressure.
    t = await buildTestApp({ PRESSURE_MAX_HEAP_USED_BYTES: 1, PRESSURE_SAMPLE_INTERVAL_MS: 50, RETRY_AFTER_SECONDS: 7, METRICS_TOKEN: TOKEN });
    await new Promise((r) => setTimeout(r, 300));
  });
  afterAll(async () => t.close());

  it('answers API requests with 503 OVERLOADED and Retry-After', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/careers' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toMatchObject({ code: 'OVERLOADED', request_id: expect.any(String) });
  });

  it('keeps liveness and metrics up but reports not ready', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('7');
  });

  it('does not shed with the default thresholds (event-loop check off in tests, heap at 90% of the limit)', async () => {
    const calm = await buildTestApp({ PRESSURE_SAMPLE_INTERVAL_MS: 50 });
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect((await calm.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await calm.close();
    }
  });
});

describe('event-loop threshold defaults', () => {
  it('is 1 s on PostgreSQL outside tests, off with PGlite or in tests, and an explicit value always wins', async () => {
    const { eventLoopThreshold } = await import('../../src/plugins/external/under-pressure');
    expect(eventLoopThreshold(undefined, { databaseKind: 'postgres', nodeEnv: 'production' })).toBe(1000);
    expect(eventLoopThreshold(undefined, { databaseKind: 'pglite', nodeEnv: 'production' })).toBe(0);
    expect(eventLoopThreshold(undefined, { databaseKind: 'postgres', nodeEnv: 'test' })).toBe(0);
    expect(eventLoopThreshold(250, { databaseKind: 'pglite', nodeEnv: 'test' })).toBe(250);
  });
});

describe('which limit a sample is over', () => {
  it('names the first limit exceeded, ignores limits set to 0 and is calm at or below every limit', async () => {
    const { pressureOf } = await import('../../src/plugins/external/under-pressure');
    const limits = { eventLoopDelayMs: 100, heapUsedBytes: 1_000, rssBytes: 0 };
    expect(pressureOf({ eventLoopDelayMs: 100, heapUsedBytes: 1_000, rssBytes: 10 ** 12 }, limits)).toBeNull();
    expect(pressureOf({ eventLoopDelayMs: 101, heapUsedBytes: 2_000, rssBytes: 0 }, limits)).toEqual({ type: 'eventLoopDelay', value: 101 });
    expect(pressureOf({ eventLoopDelayMs: 5, heapUsedBytes: 1_001, rssBytes: 0 }, limits)).toEqual({ type: 'heapUsedBytes', value: 1_001 });
    expect(pressureOf({ eventLoopDelayMs: 5, heapUsedBytes: 5, rssBytes: 2 }, { ...limits, rssBytes: 1 })).toEqual({ type: 'rssBytes', value: 2 });
  });
});
