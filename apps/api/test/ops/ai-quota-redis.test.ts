// Issue "Operations": AI quotas are shared through Redis, so a caller cannot multiply the daily limit by the number
// of replicas. Two quota instances stand for two replicas; they talk to the real Redis at TEST_REDIS_URL
// (default redis://127.0.0.1:6379).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryDailyQuota, RedisDailyQuota } from '../../src/services/ai/quota';
import { testRedisUp, testRedisUrl } from '../helpers/test-redis';

const url = testRedisUrl;
const redisUp = await testRedisUp('ops/ai-quota-redis');

describe.skipIf(!redisUp)('the AI daily quota shared through Redis', () => {
  let a: Redis;
  let b: Redis;
  beforeAll(() => {
    a = new Redis(url);
    b = new Redis(url);
  });
  afterAll(async () => {
    await a.quit();
    await b.quit();
  });

  it('given two replicas, the limit holds across both and is per caller', async () => {
    const caller = `user-${randomUUID()}`;
    const replicaA = new RedisDailyQuota(3, a);
    const replicaB = new RedisDailyQuota(3, b);
    expect(await replicaA.take(caller)).toBe(true);
    expect(await replicaB.take(caller)).toBe(true);
    expect(await replicaA.take(caller)).toBe(true);
    expect(await replicaB.take(caller)).toBe(false);
    expect(await replicaA.take(`user-${randomUUID()}`)).toBe(true);
  });

  it('given a new UTC day, the caller starts again', async () => {
    const caller = `user-${randomUUID()}`;
    let now = new Date('2026-03-01T23:59:00Z');
    const quota = new RedisDailyQuota(1, a, () => now);
    expect(await quota.take(caller)).toBe(true);
    expect(await quota.take(caller)).toBe(false);
    now = new Date('2026-03-02T00:00:01Z');
    expect(await quota.take(caller)).toBe(true);
  });
});

describe('the in-memory AI daily quota (no Redis)', () => {
  it('given the limit is used, it refuses until the next UTC day', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const quota = new MemoryDailyQuota(2, () => now);
    expect(await quota.take('u')).toBe(true);
    expect(await quota.take('u')).toBe(true);
    expect(await quota.take('u')).toBe(false);
    now = new Date('2026-03-02T00:00:00Z');
    expect(await quota.take('u')).toBe(true);
  });
});
