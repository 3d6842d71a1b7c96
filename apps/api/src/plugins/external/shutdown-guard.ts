import fp from 'fastify-plugin';
import { sendError } from './errors';

/** Once graceful shutdown starts, new requests get a JSON 503 while in-flight ones finish (see server.ts). */
export default fp(
  async (app) => {
    app.decorate('shuttingDown', false);
    app.addHook('onRequest', async (_request, reply) => {
      if (!app.shuttingDown) return;
      void reply.header('connection', 'close');
      return sendError(reply, 503, 'SHUTTING_DOWN', 'The server is restarting; please retry in a moment.');
    });
  },
  { name: 'shutdown-guard' },
);
