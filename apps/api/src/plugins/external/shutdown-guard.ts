import fp from 'fastify-plugin';
import { sendError } from './errors';

/** Once graceful shutdown starts, new requests get a JSON 503 while in-flight ones finish (see server.ts). */
export default fp(
  async (app) => {
    app.decorate('shuttingDown', false);
    // A callback hook: every request passes here, and a promise per request would be pure overhead.
    app.addHook('onRequest', (_request, reply, done) => {
      if (!app.shuttingDown) return done();
      void reply.header('connection', 'close');
      sendError(reply, 503, 'SHUTTING_DOWN', 'The server is restarting; please retry in a moment.');
    });
  },
  { name: 'shutdown-guard' },
);
