// Load shedding: when the event loop lags or memory runs out, refuse new requests with a quick 503 + Retry-After
// (the balancer tries another replica, clients retry) instead of queueing until everything times out or the process
// dies. Liveness (/api/health) and /metrics are never shed: the process is alive and must stay observable.
// Readiness (/api/ready) answers 503 while under pressure so the balancer and orchestrator route around it.
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from './errors';

const NEVER_SHED = new Set(['/api/health', '/metrics']);

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

export default fp(
  async (app) => {
    const retryAfter = app.config.RETRY_AFTER_SECONDS;
    await app.register(underPressure, {
      maxEventLoopDelay: eventLoopThreshold(app.config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS, {
        databaseKind: app.database.kind,
        nodeEnv: app.config.NODE_ENV,
      }),
      maxHeapUsedBytes: heapThreshold(app.config.PRESSURE_MAX_HEAP_USED_BYTES),
      maxRssBytes: app.config.PRESSURE_MAX_RSS_BYTES,
      sampleInterval: app.config.PRESSURE_SAMPLE_INTERVAL_MS,
      retryAfter,
      // The runtime sends any non-promise value the handler returns (its types only admit void).
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
        const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
        if (NEVER_SHED.has(path)) return undefined;
        // Answered here, not through the error handler: under overload an error-level log line per shed request
        // would add to the load. The body is the one JSON error shape; under-pressure sends it.
        request.log.debug({ pressure: type, value }, 'under pressure: request shed');
        void reply.code(503).header('retry-after', String(retryAfter)).type('application/json; charset=utf-8');
        const body: ErrorBody = { code: 'OVERLOADED', detail: 'The server is busy; please retry in a few seconds.', request_id: String(request.id) };
        return body;
      }) as unknown as (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => void,
    });
  },
  { name: 'under-pressure', dependencies: ['errors', 'db'] },
);
