import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * One Redis connection per process when REDIS_URL is set (null otherwise): the shared state of several replicas
 * for rate-limit counters, idempotency keys and AI quotas. Commands fail fast instead of queueing while Redis is
 * down, so each user of it can fall back or let the request through.
 */
export default fp(
  async (app) => {
    // keyPrefix namespaces every key (rate limits, quotas, idempotency) by REDIS_KEY_PREFIX; pub/sub channels are
    // not keys, so their users add the prefix themselves.
    const redis = app.config.REDIS_URL
      ? new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, keyPrefix: app.config.REDIS_KEY_PREFIX })
      : null;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error.message }, 'Redis connection error'));
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
