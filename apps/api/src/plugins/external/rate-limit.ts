import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * One limit per client IP for /api/*. With REDIS_URL the counters live in Redis so every replica shares them;
 * otherwise in memory. Health and readiness routes opt out (config.rateLimit = false) so probes and load
 * tests never see 429; static assets are not limited (allowList) because a page load fetches many of them.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: true,
      max: app.config.RATE_LIMIT_MAX,
      timeWindow: app.config.RATE_LIMIT_WINDOW_MS,
      redis: app.redis ?? undefined,
      nameSpace: 'rl:',
      // A Redis outage must not take the API down: let requests through and log.
      skipOnError: true,
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => {
        const error = new Error(`Rate limit exceeded, retry in ${context.after}`) as Error & { statusCode: number };
        error.statusCode = context.statusCode;
        return error;
      },
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
