// Issue "Operations": REDIS_KEY_PREFIX gives each deployment its own namespace in a shared Redis. Replicas of one
// deployment (same prefix) share rate-limit counters; another deployment (other prefix) on the same Redis counts
// alone. Three apps on one database stand for the replicas; they talk to the real Redis at TEST_REDIS_URL.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app';
import { testRedisUp, testRedisUrl } from '../helpers/test-redis';

const redisUp = await testRedisUp('ops/redis-namespace');
const MAX = 3;

describe.skipIf(!redisUp)('deployments sharing one Redis under their own REDIS_KEY_PREFIX', () => {
  const ours = `test-${randomBytes(4).toString('hex')}:`;
  const theirs = `test-${randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: FastifyInstance;
  let other: FastifyInstance;
  let redis: Redis;
  beforeAll(async () => {
    const settings = { REDIS_URL: testRedisUrl, RATE_LIMIT_MAX: MAX, RATE_LIMIT_WINDOW_MS: 60_000 };
    a = await buildTestApp({ ...settings, REDIS_KEY_PREFIX: ours });
    b = await buildApp({ config: testConfig({ ...settings, REDIS_KEY_PREFIX: ours }), database: a.database });
    other = await buildApp({ config: testConfig({ ...settings, REDIS_KEY_PREFIX: theirs }), database: a.database });
    await Promise.all([b.ready(), other.ready()]);
    redis = new Redis(testRedisUrl);
  });
  afterAll(async () => {
    await redis?.quit();
    await other?.close();
    await b?.close();
    await a?.close();
  });

  const status = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/site-config' })).statusCode;

  it('given replicas of one deployment, the limit holds across them; another deployment counts on its own', async () => {
    expect([await status(a.app), await status(b), await status(a.app)]).toEqual([200, 200, 200]);
    expect(await status(b)).toBe(429);
    expect(await status(other)).toBe(200);
    expect(await redis.keys(`${ours}rl:*`)).not.toHaveLength(0);
    expect(await redis.keys(`${theirs}rl:*`)).not.toHaveLength(0);
  });
});
