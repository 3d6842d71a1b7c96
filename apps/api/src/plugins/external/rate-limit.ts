// One limit per client for /api/*: RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_MS, counted in Redis when REDIS_URL
// is set (every replica shares the counters) and in memory otherwise. A route may set its own limit, counted on its
// own (`config: { rateLimit: { max, timeWindow } }`), or opt out (`config: { rateLimit: false }`: the probes). Pages
// and static files are not limited: a page load fetches many of them.
//
// Past the limit: the JSON 429 RATE_LIMITED with Retry-After and the x-ratelimit-* headers. Answers within it carry
// no limit headers (three more headers on every API answer cost more than the counting). A Redis outage must not
// take the API down: requests are let through and a warning logged.
//
// Written here rather than with @fastify/rate-limit, whose hook awaited several promises and rebuilt the route's
// options on every request: in memory a request is now counted without a promise.
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { clientKey, memoryRateLimitStore, redisRateLimitStore, type WindowCount } from '../../lib/rate-limit-store';
import { tooManyRequestsDetail } from '../../lib/retry-wait';
import { sendError } from './errors';

export interface RouteRateLimit {
  max: number;
  /** The window in milliseconds. */
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit | false;
  }
}

export default fp(
  async (app) => {
    const store = app.redis ? redisRateLimitStore(app.redis) : memoryRateLimitStore();
    const global: RouteRateLimit = { max: app.config.RATE_LIMIT_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS };

    function limitHook(limit: RouteRateLimit, scope: string): onRequestHookHandler {
      return (request, reply, done) => {
        const answer = ({ count, ttlMs }: WindowCount) => {
          if (count <= limit.max) return done();
          const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
          void reply
            .header('retry-after', String(seconds))
            .header('x-ratelimit-limit', String(limit.max))
            .header('x-ratelimit-remaining', '0')
            .header('x-ratelimit-reset', String(seconds));
          sendError(reply, 429, 'RATE_LIMITED', tooManyRequestsDetail(seconds));
        };
        const letThrough = (error: unknown) => {
          request.log.warn({ err: error }, 'rate-limit counters unavailable: request let through');
          done();
        };
        try {
          const counted = store.hit(`rl:${scope}${clientKey(request.ip)}`, limit.timeWindow);
          if (counted instanceof Promise) counted.then(answer, letThrough);
          else answer(counted);
        } catch (error) {
          letThrough(error);
        }
      };
    }

    // Routes added after this plugin (every /api feature) get the hook as they are added; it runs after the global
    // onRequest hooks, so a request refused for another reason (CSRF, shutting down) is not counted.
    app.addHook('onRoute', (route) => {
      const own = route.config?.rateLimit;
      if (own === false || (own === undefined && !route.url.startsWith('/api/'))) return;
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      const hook = own ? limitHook(own, `${methods} ${route.url}:`) : limitHook(global, '');
      route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), hook];
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'errors'] },
);
