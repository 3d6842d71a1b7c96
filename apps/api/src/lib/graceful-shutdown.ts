import type { FastifyInstance } from 'fastify';

/**
 * Stops accepting work and closes everything. First a short drain window: the listener stays open and every new
 * request gets a JSON 503 (with `connection: close`) from the shutdown guard, so clients and load balancers see
 * a clear answer instead of a reset. Then app.close(): in-flight requests finish, idle sockets close, plugins
 * close (mail worker, database). The caller bounds the total time (close-with-grace's delay).
 */
export async function shutDownGracefully(app: FastifyInstance, options: { drainMs?: number } = {}): Promise<void> {
  app.shuttingDown = true;
  const drainMs = options.drainMs ?? 1000;
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}
