// The real Redis the Redis-backed tests talk to: TEST_REDIS_URL, default the local server. Without one they are
// skipped with a printed reason (CI starts redis-server, so there they always run).
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at testRedisUrl; when it does not, prints why `suite` is skipped. */
export async function testRedisUp(suite: string): Promise<boolean> {
  const probe = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  let up = false;
  try {
    await probe.connect();
    up = (await probe.ping()) === 'PONG';
  } catch {
    up = false;
  } finally {
    probe.disconnect();
  }
  if (!up) console.info(`${suite}: skipped: no Redis at ${testRedisUrl} (start redis-server or set TEST_REDIS_URL)`);
  return up;
}
