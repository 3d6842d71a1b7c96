import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * One limit per client IP for /api/*. With REDIS_URL the counters live in Redis so every replica shares them;
 * otherwise in memory. A 429 carries Retry-After and the x-ratelimit-* headers. Health and readiness routes opt out (config.rateLimit = false) so probes and load
 * tests never see 429; static assets and pages are not limited because a page load fetches many of them.
 */
export default fp(
  async (app) => {
    // Routes outside /api opt out as they are added (before the plugin's own onRoute hook sees them), so they get
    // no rate-limit hook at all; an allowList function would be awaited on every request of every route instead.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') || route.config?.rateLimit !== undefined) return;
      route.config = { ...route.config, rateLimit: false };
    });
    await app.register(rateLimit, {
      global: true,
      max: app.config.RATE_LIMIT_MAX,
      timeWindow: app.config.RATE_LIMIT_WINDOW_MS,
      redis: app.redis ?? undefined,
      nameSpace: 'rl:',
      // A Redis outage must not take the API down: let requests through and log.
      skipOnError: true,
      // The limit headers go on 429 answers only (with Retry-After): three more headers on every API answer cost more
      // than the counting itself, and no client of ours reads them before it is limited.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_request, context) => {
        const error = new Error(`Rate limit exceeded, retry in ${context.after}`) as Error & { statusCode: number };
        error.statusCode = context.statusCode;
        return error;
      },
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
