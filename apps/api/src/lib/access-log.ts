import { hostname } from 'node:os';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
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
 * What the access log writes to: the logger's own destination, so its lines interleave with pino's in order. One
 * that can build lines later (log-destination.ts) gets the line's values and builds it with the others of its batch.
 */
export interface LineDestination {
  write(line: string): void;
  writeLater?<T>(build: (value: T) => string, value: T): void;
}

type AccessEntry = Parameters<typeof accessLine>[2] & { time: number };

const PINO_INFO = 30;

/**
 * The access line of an answered request, in exactly the shape pino writes (level, time, pid, hostname, then the
 * fields, then msg), built as one template: its fields never change, so pino's generic path (a child logger,
 * merging objects, running serializers, its stringifier) is work every request would pay for nothing. Every text
 * that comes from the client passes through JSON.stringify, so a crafted URL or Host can never break or forge a line.
 */
export function accessLine(
  base: string,
  now: number,
  entry: { reqId: string; method: string; url: string; host: string; remoteAddress: string | undefined; remotePort: number | undefined; statusCode: number; responseTime: number },
): string {
  const remote =
    (entry.remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(entry.remoteAddress)}`) +
    (entry.remotePort === undefined ? '' : `,"remotePort":${entry.remotePort}`);
  return (
    `{"level":${PINO_INFO},"time":${now}${base},"reqId":${JSON.stringify(entry.reqId)}` +
    `,"req":{"method":${JSON.stringify(entry.method)},"url":${JSON.stringify(entry.url)},"host":${JSON.stringify(entry.host)}${remote}}` +
    `,"res":{"statusCode":${entry.statusCode}},"responseTime":${entry.responseTime},"msg":"request completed"}\n`
  );
}

/** pino's base bindings as they open every line: `,"pid":1,"hostname":"..."`. */
export function pinoBase(): string {
  return `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
}

/**
 * The access log: one line per request, written when it is answered, with what was asked, what was answered and
 * how long it took (Fastify's default writes a second line on arrival: twice the logging work on every request).
 * Every line about a request carries its id. Routes with a quieter logLevel (the probes) write nothing here.
 * Errors go through pino (an error can carry anything, so redaction applies); successful answers are written by
 * accessLine, which holds only the serialized request and answer.
 */
export class AccessLog extends LogController {
  readonly #base = pinoBase();

  constructor(private readonly destination: LineDestination) {
    super();
  }

  override incomingRequest(): void {
    // Folded into requestCompleted.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const log = reply.log as RequestLogger;
    if (error) {
      log.error({ req: request, res: reply, responseTime: reply.elapsedTime, err: error }, 'request errored');
      return;
    }
    if (!log.isLevelEnabled('info')) return;
    const entry: AccessEntry = { time: Date.now(), reqId: String(request.id), ...requestForLog(request), statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (this.destination.writeLater) this.destination.writeLater(this.#build, entry);
    else this.destination.write(this.#build(entry));
  }

  readonly #build = (entry: AccessEntry) => accessLine(this.#base, entry.time, entry);
}
