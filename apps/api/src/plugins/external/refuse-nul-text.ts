// PostgreSQL cannot store the NUL character in text or jsonb, so a NUL anywhere in what a client sends would reach
// the database as a 500. It is refused here, once for every route, with a 400 in the usual error shape: in JSON
// bodies (the JSON content-type parser) and in query strings and path parameters (an onRequest hook).
//
// Cheap for the common case: a JSON text can only hold a NUL as the escape \u0000 (a raw one is invalid JSON), and a
// URL only as %00, so the parsed value is walked only when the raw text contains one of them. The walk confirms it:
// "\\u0000" (an escaped backslash followed by u0000) is no NUL.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../../lib/http-error';
import { sendError } from './errors';

export const NUL_DETAIL = 'Text must not contain NUL characters.';

/** Where the first string (value or key) holding a NUL is, as 'body.skills.0.name'; null when there is none. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nulPath(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\u0000')}`;
      const found = nulPath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

const nulIssue = (path: string) => [{ path, message: NUL_DETAIL }];

export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
      const text = body as string;
      if (!text.includes('\\u0000')) return parseJson(request, text, done);
      parseJson(request, text, (error, parsed) => {
        if (error) return done(error, undefined);
        const path = nulPath(parsed, 'body');
        if (path) return done(httpError(400, 'VALIDATION_FAILED', NUL_DETAIL, nulIssue(path)), undefined);
        done(null, parsed);
      });
    });

    // A callback hook: every request passes here, and a promise per request would be pure overhead.
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      if (!url.includes('%00') && !url.includes('\u0000')) return done();
      const path = nulPath(request.query, 'query') ?? nulPath(request.params, 'params');
      if (!path) return done();
      sendError(reply, 400, 'VALIDATION_FAILED', NUL_DETAIL, nulIssue(path));
    });
  },
  { name: 'refuse-nul-text', dependencies: ['errors'] },
);
