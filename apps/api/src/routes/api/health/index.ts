import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../../lib/http-error';
import { errorSchema } from '../../../lib/error-schema';

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) });

/** Liveness and readiness probes; exempt from rate limiting so probes and load tests never see 429. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      // Probes hit these every few seconds: logging each one would drown the real traffic (errors still log).
      logLevel: 'warn',
      schema: { operationId: 'getHealth', tags: ['health'], summary: 'The process is alive', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      // Probes hit these every few seconds: logging each one would drown the real traffic (errors still log).
      logLevel: 'warn',
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'The database answers (503 otherwise)',
        response: { 200: readySchema, 503: errorSchema },
      },
    },
    async (request) => {
      try {
        await app.database.ping(2000);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw httpError(503, 'DATABASE_UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};

export default healthRoutes;
