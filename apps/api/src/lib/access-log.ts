import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggableUrl } from './loggable-url';
import type { RequestLogger } from './request-logger';

/** How a request appears in any log line (the `req` serializer): its URL without the secrets links carry. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: loggableUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/** How an answer appears in any log line (the `res` serializer). */
export function replyForLog(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * The access log: one line per request, written when it is answered, with what was asked, what was answered and
 * how long it took (Fastify's default writes a second line on arrival: twice the logging work on every request).
 * Every line about a request carries its id. Routes with a quieter logLevel (the probes) write nothing here.
 */
export class AccessLog extends LogController {
  // Access lines hold only the serialized request and answer, nothing a redaction path could match: they skip the
  // redaction pass, the costliest part of a line. Error lines keep it (an error can carry anything).
  #unredacted = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {
    // Folded into requestCompleted.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const log = reply.log as RequestLogger;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      log.error({ ...fields, err: error }, 'request errored');
    } else if (log.isLevelEnabled('info')) {
      this.unredacted(request.server.log).info({ reqId: request.id, ...fields }, 'request completed');
    }
  }

  private unredacted(root: FastifyBaseLogger): FastifyBaseLogger {
    let logger = this.#unredacted.get(root);
    if (!logger) {
      logger = root.child({}, { redact: [] } as never);
      this.#unredacted.set(root, logger);
    }
    return logger;
  }
}
