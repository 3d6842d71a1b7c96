// The one JSON error shape for every 4xx/5xx: { code, detail, request_id, issues? }.
// Nothing internal (stack, SQL, file paths) ever leaves here: unknown errors become a generic 500.
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
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', detail: 'The request body is not valid JSON.' },
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
 * and without this they would be answered in Fastify's own shape instead of ours.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = FASTIFY_CODES[error.code];
  if (known) return sendError(reply, error.statusCode ?? 400, known.code, known.detail);
  return sendError(reply, 400, 'BAD_REQUEST', 'The request could not be routed.');
}

export interface ErrorsPluginOptions {
  notFoundFallback?: () => NotFoundFallback | undefined;
}

export default fp<ErrorsPluginOptions>(
  async (app, opts) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          path: `${error.validationContext ?? 'body'}${v.instancePath ? v.instancePath.replaceAll('/', '.') : ''}`,
          message: v.message ?? 'Invalid value',
          code: String((v.params as { issue?: { code?: string } } | undefined)?.issue?.code ?? v.keyword),
        }));
        return sendError(reply, 400, 'VALIDATION_FAILED', 'The request is invalid; see issues.', issues);
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
        return sendError(reply, 400, 'VALIDATION_FAILED', 'The request is invalid; see issues.', error.validation.map((v) => ({
          path: `${error.validationContext ?? 'body'}${v.instancePath.replaceAll('/', '.')}`,
          message: v.message ?? 'Invalid value',
        })));
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
      return sendError(reply, 404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`);
    });
  },
  { name: 'errors' },
);
