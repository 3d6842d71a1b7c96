// The one JSON error shape for every 4xx/5xx: { code, detail, request_id, issues? }.
// Nothing internal (stack, SQL, file paths) ever leaves here: unknown errors become a generic 500.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isHttpError } from '../../lib/http-error';
import { tooManyRequestsDetail } from '../../lib/retry-wait';

export interface ErrorBody {
  code: string;
  detail: string;
  request_id: string;
  issues?: unknown[];
}

export const INTERNAL_DETAIL = 'Something went wrong on our side';

/** Lets the static SPA plugin answer unknown non-API GETs with index.html before the JSON 404. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export function sendError(reply: FastifyReply, status: number, code: string, detail: string, issues?: unknown[]) {
  const body: ErrorBody = { code, detail, request_id: String(reply.request.id) };
  if (issues) body.issues = issues;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

// Fastify's own client errors, mapped to stable codes with texts that reveal nothing internal.
const FASTIFY_CODES: Record<string, { code: string; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'This content type is not supported; send application/json.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', detail: 'The request body is too large.' },
  // Fastify's parser gives one error for both, and refuses __proto__ keys (prototype poisoning) in valid JSON.
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', detail: 'The request body is not valid JSON, or has a key we do not accept (__proto__).' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', detail: 'The request body is empty but the content type says JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', detail: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_INVALID_TYPE: { code: 'BAD_REQUEST', detail: 'The Content-Type header is invalid.' },
  // A percent-escape in the path that does not decode to UTF-8 text, such as %ED%A0%80 (half of a character) or %FF.
  FST_ERR_BAD_URL: {
    code: 'VALIDATION_FAILED',
    detail: 'The URL path is malformed: part of it does not decode to valid text. Check the link and try again.',
  },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'BAD_REQUEST', detail: 'A part of the URL path is too long.' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'BAD_REQUEST', detail: 'The request could not be routed.' },
};

/**
 * Fastify's `frameworkErrors` option: the router refuses some URLs before any route, hook or error handler runs,
 * and without this they would be answered in Fastify's own shape instead of ours. A page address that does not
 * decode (a confirmation link cut short by a mail client: /email-confirmation/%E0%A4%A) opens the web app, which
 * says what went wrong in a page, rather than showing a person raw JSON.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, spaFallback?: NotFoundFallback) {
  if (error.code === 'FST_ERR_BAD_URL' && spaFallback?.(request, reply)) return reply;
  const known = FASTIFY_CODES[error.code];
  if (known) return sendError(reply, error.statusCode ?? 400, known.code, known.detail);
  return sendError(reply, 400, 'BAD_REQUEST', 'The request could not be routed.');
}

// Requests Node's HTTP parser refuses before Fastify sees them: an address or headers over 16 KB, a malformed
// request line, a client too slow to send its headers.
const CLIENT_ERRORS: Record<string, { status: number; code: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', detail: 'The address or the headers of this request are too long.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', detail: 'The request took too long to arrive.' },
};
const NOT_HTTP = { status: 400, code: 'BAD_REQUEST', detail: 'The request is not valid HTTP.' };

/**
 * Fastify's `clientErrorHandler` option: answers what the parser refused in our error shape (Fastify's default
 * writes a shape of its own) with a request id of its own, then closes the connection, as Node does.
 */
export function sendClientError(this: { log: { info(obj: object, msg: string): void } }, error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  const { status, code, detail } = CLIENT_ERRORS[error.code ?? ''] ?? NOT_HTTP;
  this.log.info({ err: { code: error.code, message: error.message }, request_id: requestId }, 'client error before routing');
  if (socket.writable) {
    const body = JSON.stringify({ code, detail, request_id: requestId } satisfies ErrorBody);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's default `maxParamLength`: the router matches no route whose path parameter is longer. */
const MAX_PARAM_LENGTH = 100;

/** 404 naming what was asked for (cut short: a 10 KB path is not a message), or 414 when a path part is too long. */
function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  if (path.split('/').some((part) => part.length > MAX_PARAM_LENGTH)) {
    const { code, detail } = FASTIFY_CODES.FST_ERR_MAX_PARAM_LENGTH!;
    return sendError(reply, 414, code, detail);
  }
  const shown = path.length > 80 ? `${path.slice(0, 80)}...` : path;
  return sendError(reply, 404, 'NOT_FOUND', `No route for ${request.method} ${shown}.`);
}

export interface ErrorsPluginOptions {
  notFoundFallback?: () => NotFoundFallback | undefined;
}

export default fp<ErrorsPluginOptions>(
  async (app, opts) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          path: `${error.validationContext ?? 'body'}${v.instancePath.replaceAll('/', '.')}`.replace(/\.$/u, ''),
          message: v.message ?? 'Invalid value',
          code: String((v.params as { issue?: { code?: string } } | undefined)?.issue?.code ?? v.keyword),
        }));
        return sendError(reply, 400, 'VALIDATION_FAILED', issues[0]?.message ?? 'The request is invalid.', issues);
      }
      if (isHttpError(error)) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'http error');
        return sendError(reply, error.statusCode, error.code, error.detail, error.issues);
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendError(reply, 500, 'INTERNAL', INTERNAL_DETAIL);
      }
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (known) return sendError(reply, error.statusCode ?? 400, known.code, known.detail);
      if (error.statusCode === 429) {
        // Say how long, when whoever refused set Retry-After (in seconds).
        const retryAfter = Number(reply.getHeader('retry-after'));
        const detail = retryAfter > 0 ? tooManyRequestsDetail(retryAfter) : 'Too many requests. Please wait a moment and try again.';
        return sendError(reply, 429, 'RATE_LIMITED', detail);
      }
      if (error.validation) {
        const issues = error.validation.map((v) => ({
          path: `${error.validationContext ?? 'body'}${v.instancePath.replaceAll('/', '.')}`,
          message: v.message ?? 'Invalid value',
        }));
        return sendError(reply, 400, 'VALIDATION_FAILED', issues[0]?.message ?? 'The request is invalid.', issues);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        // Other 4xx from plugins: keep a generic text, their messages are not written for users.
        return sendError(reply, status, 'BAD_REQUEST', 'The request could not be processed.');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, 'INTERNAL', INTERNAL_DETAIL);
    });

    app.setNotFoundHandler((request, reply) => {
      const fallback = opts.notFoundFallback?.();
      if (fallback && fallback(request, reply)) return reply;
      return sendNotFound(request, reply);
    });
    // A GET under /api/ that no route takes goes to the handler above, not to the web build's wildcard, which would
    // look for a file: the router also ends up here when a path parameter is longer than it accepts
    // (/api/careers/<5,000 characters>).
    app.route({ method: ['GET', 'HEAD'], url: '/api/*', schema: { hide: true }, handler: (_request, reply) => reply.callNotFound() });
  },
  { name: 'errors' },
);
