import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server that fails a share of deliveries at random: half of the failures answer 451 (temporary error),
 * the other half drop the connection before answering. Only messages it acknowledged count as delivered.
 */
export async function startFlakySmtp(options: { failureRate: number; random?: () => number }) {
  const random = options.random ?? Math.random;
  const delivered: string[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const roll = random();
        if (roll < options.failureRate) {
          failures += 1;
          if (roll < options.failureRate / 2) {
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          } else {
            // Drop: the client never learns whether the message arrived, so it must try again.
            const remotePort = (session as unknown as { remotePort?: number }).remotePort;
            for (const socket of sockets) if (socket.remotePort === remotePort) socket.destroy();
          }
          return;
        }
        delivered.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    get failures() {
      return failures;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
