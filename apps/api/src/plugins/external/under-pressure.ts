// Load shedding: when the event loop lags or memory runs out, refuse new requests with a quick 503 + Retry-After
// (the balancer tries another replica, clients retry) instead of queueing until everything times out or the process
// dies. Liveness (/api/health) and /metrics are never shed: the process is alive and must stay observable.
// Readiness (/api/ready) answers 503 while under pressure so the balancer and orchestrator route around it.
//
// The verdict is reached when the process is sampled (every PRESSURE_SAMPLE_INTERVAL_MS), not per request: a request
// only reads it. (@fastify/under-pressure, used before, rebuilt the route's options object on every request to look
// for a per-route handler, which cost more than a small route itself.)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import fp from 'fastify-plugin';
import { sendError } from './errors';

const NEVER_SHED = new Set(['/api/health', '/metrics']);
/** Resolution of the event-loop delay histogram in ms; subtracted from its mean, as the timer's own granularity. */
const RESOLUTION_MS = 10;

/**
 * The event-loop threshold: configured, or 1 s. Not by default with PGlite (its WASM queries run on the event loop,
 * so a slow query looks like overload) nor in tests (one process builds dozens of apps and the loop stalls while
 * test files load).
 */
export function eventLoopThreshold(configured: number | undefined, context: { databaseKind: 'pglite' | 'postgres'; nodeEnv: string }): number {
  if (configured !== undefined) return configured;
  return context.databaseKind === 'pglite' || context.nodeEnv === 'test' ? 0 : 1_000;
}

/** The heap threshold: configured, or 90% of what V8 will allow this process. */
export function heapThreshold(configured: number | undefined): number {
  return configured ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9);
}

export interface Pressure {
  type: 'eventLoopDelay' | 'heapUsedBytes' | 'rssBytes';
  value: number;
}

/** Which limit (0 = off) a sample is over, if any. */
export function pressureOf(
  sample: { eventLoopDelayMs: number; heapUsedBytes: number; rssBytes: number },
  limits: { eventLoopDelayMs: number; heapUsedBytes: number; rssBytes: number },
): Pressure | null {
  if (limits.eventLoopDelayMs > 0 && sample.eventLoopDelayMs > limits.eventLoopDelayMs) return { type: 'eventLoopDelay', value: sample.eventLoopDelayMs };
  if (limits.heapUsedBytes > 0 && sample.heapUsedBytes > limits.heapUsedBytes) return { type: 'heapUsedBytes', value: sample.heapUsedBytes };
  if (limits.rssBytes > 0 && sample.rssBytes > limits.rssBytes) return { type: 'rssBytes', value: sample.rssBytes };
  return null;
}

export default fp(
  async (app) => {
    const config = app.config;
    const limits = {
      eventLoopDelayMs: eventLoopThreshold(config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS, { databaseKind: app.database.kind, nodeEnv: config.NODE_ENV }),
      heapUsedBytes: heapThreshold(config.PRESSURE_MAX_HEAP_USED_BYTES),
      rssBytes: config.PRESSURE_MAX_RSS_BYTES,
    };
    if (limits.eventLoopDelayMs === 0 && limits.heapUsedBytes === 0 && limits.rssBytes === 0) return;

    const histogram = limits.eventLoopDelayMs > 0 ? monitorEventLoopDelay({ resolution: RESOLUTION_MS }) : undefined;
    histogram?.enable();
    let pressure: Pressure | null = null;
    const timer = setInterval(() => {
      const eventLoopDelayMs = histogram ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : 0;
      histogram?.reset();
      const { heapUsed, rss } = process.memoryUsage();
      pressure = pressureOf({ eventLoopDelayMs, heapUsedBytes: heapUsed, rssBytes: rss }, limits);
    }, config.PRESSURE_SAMPLE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      histogram?.disable();
    });

    const retryAfter = String(config.RETRY_AFTER_SECONDS);
    // A callback hook: every request passes here, and almost always there is nothing to do.
    app.addHook('onRequest', (request, reply, done) => {
      if (pressure === null) return done();
      // The route's pattern ('/api/health/' is the same route); reading it builds an object, so only now.
      if (NEVER_SHED.has(request.routeOptions.url ?? request.url.split('?')[0] ?? '')) return done();
      // Answered here, not through the error handler: under overload an error-level log line per shed request
      // would add to the load.
      request.log.debug({ pressure: pressure.type, value: pressure.value }, 'under pressure: request shed');
      void reply.header('retry-after', retryAfter);
      sendError(reply, 503, 'OVERLOADED', 'The server is busy; please retry in a few seconds.');
    });
  },
  { name: 'under-pressure', dependencies: ['errors', 'db'] },
);
