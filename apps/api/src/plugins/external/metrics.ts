// GET /metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN (Authorization: Bearer ...).
// Without METRICS_TOKEN the route answers 404 (it still exists, so the SPA fallback never serves a page there).
// Each app has its own registry: tests build many apps in one process and must not share counters.
import { timingSafeEqual, createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { RequestMetrics } from '../../lib/request-metrics';
import { sendError } from './errors';

export type AiCallOutcome = 'provider' | 'fallback' | 'timeout' | 'error' | 'quota';

export interface AppMetrics {
  registry: Registry;
  /**
   * AI calls by outcome, counted by the AI plugin: 'provider' when the provider answered, the reason when the
   * built-in engine answered instead ('timeout', 'http-error', 'network', 'invalid-output', 'busy'), 'quota' when
   * the caller was over the daily quota.
   */
  aiCalls: Counter<'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The route label of requests no route matched (labels are route patterns, never raw URLs: ids would explode the
 * series count). */
const UNMATCHED = '(unmatched)';

function sameSecret(given: string, expected: string): boolean {
  // Hash both sides so the comparison takes the same time whatever the lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export default fp(
  async (app) => {
    const registry = new Registry();
    registry.setDefaultLabels({ service: 'waypoint-api' });
    // Process metrics: CPU, memory, GC, and event-loop delay (nodejs_eventloop_lag_* from monitorEventLoopDelay).
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

    const requests = new RequestMetrics(
      {
        count: { name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status code' },
        duration: { name: 'http_request_duration_seconds', help: 'Time to answer HTTP requests, by method, route pattern and status code' },
      },
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    );
    requests.register(registry);
    const aiCalls = new Counter({
      name: 'waypoint_ai_calls_total',
      help: 'AI requests by outcome: provider, quota, or why the built-in engine answered (timeout, http-error, network, invalid-output, busy)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'waypoint_db_pool_in_flight',
      help: 'Database queries and transactions in flight (PGlite: always 0 between queries, one connection)',
      registers: [registry],
      collect() {
        this.set(app.database.poolStats().inFlight);
      },
    });
    new Gauge({
      name: 'waypoint_db_pool_size',
      help: 'Database connections this process may open',
      registers: [registry],
      collect() {
        this.set(app.database.poolStats().size);
      },
    });
    new Gauge({
      name: 'waypoint_outbox_pending',
      help: 'Outbox messages not sent yet (the mail backlog shared by every replica); -1 when the database is down',
      registers: [registry],
      async collect() {
        try {
          const result = await app.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox where sent_at is null`);
          const rows = (Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows) as { n: number }[];
          this.set(Number(rows[0]?.n ?? 0));
        } catch {
          this.set(-1);
        }
      },
    });

    app.decorate('metrics', { registry, aiCalls });

    // Each route records under its own pattern, known when it is added: reading it back from the request on every
    // answer (request.routeOptions) builds an object each time. Requests no route matched record as '(unmatched)'.
    app.addHook('onRoute', (route) => {
      const recordRoute = requests.recorder(route.url);
      const record: onResponseHookHandler = (request, reply, done) => {
        recordRoute(request.method, reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
      route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), record];
    });
    const recordUnmatched = requests.recorder(UNMATCHED);
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) recordUnmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const token = app.config.METRICS_TOKEN;
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (!token) return sendError(reply, 404, 'NOT_FOUND', 'No route for GET /metrics.');
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!given || !sameSecret(given, token)) {
        void reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendError(reply, 401, 'UNAUTHENTICATED', 'A valid metrics token is required.');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db', 'errors'] },
);
