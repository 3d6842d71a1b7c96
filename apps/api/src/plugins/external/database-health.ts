// A database outage is not a bug in the request: the client should come back shortly. When a request fails because
// the database cannot be reached, its answer becomes 503 DATABASE_UNAVAILABLE with Retry-After instead of a generic
// 500. postgres.js reconnects by itself on the next query once the server is back, so recovery needs nothing here.
// Every 503 (shutdown, overload, readiness) also gets a Retry-After when its sender did not set one.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/unavailable';
import type { ErrorBody } from './errors';

export const DATABASE_UNAVAILABLE_DETAIL = 'The service is briefly unavailable; please retry in a few seconds.';

export default fp(
  async (app) => {
    const retryAfter = String(app.config.RETRY_AFTER_SECONDS);
    const failedOnDatabase = new WeakSet<FastifyRequest>();

    // onError runs before the error handler (plugins/external/errors.ts), which answers unknown errors with a
    // generic 500; the answer is rewritten in onSend so that handler stays the single place that shapes errors.
    app.addHook('onError', (request, _reply, error, done) => {
      if (isDatabaseUnavailable(error)) failedOnDatabase.add(request);
      done();
    });

    // A callback hook: it runs for every answer and almost never has anything to do.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode < 500) return done(null, payload);
      if (failedOnDatabase.has(request) && reply.statusCode === 500) {
        request.log.warn('database unavailable: answered 503');
        void reply.code(503).header('retry-after', retryAfter).type('application/json; charset=utf-8');
        const body: ErrorBody = { code: 'DATABASE_UNAVAILABLE', detail: DATABASE_UNAVAILABLE_DETAIL, request_id: String(request.id) };
        return done(null, JSON.stringify(body));
      }
      if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) void reply.header('retry-after', retryAfter);
      done(null, payload);
    });
  },
  { name: 'database-health', dependencies: ['errors'] },
);
