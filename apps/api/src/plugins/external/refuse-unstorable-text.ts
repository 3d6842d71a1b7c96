// Text PostgreSQL cannot store as sent is refused here, once for every route, with a 400 in the usual error shape,
// before any route stores or looks anything up:
// - the NUL character: text and jsonb refuse it, so it would reach the client as a 500;
// - a lone UTF-16 surrogate (half of a character such as an emoji, e.g. the JSON escape \ud800): jsonb refuses it
//   (a 500 again), and a text column silently stores U+FFFD instead, so what is read back is not what was sent.
// Checked in JSON bodies (the JSON content-type parser) and in query strings and path parameters (an onRequest hook).
//
// Cheap for the common case, as this runs on every request: a JSON text can only hold either as an escape (\u0000,
// \ud800-\udfff; a raw NUL is invalid JSON and raw bytes that are not UTF-8 decode to U+FFFD), so the parsed value
// is walked only when the raw text contains one. The walk confirms it: "\\u0000" (an escaped backslash followed by
// u0000) is no NUL. A URL can only hold a NUL as %00; it cannot hold a lone surrogate at all (the UTF-8 bytes of
// one, %ED%A0%80, do not decode: the query keeps them as typed, and a path is refused by the router as malformed,
// see frameworkErrors in errors.ts), so requests without %00 in the URL pass untouched.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../../lib/http-error';
import { sendError } from './errors';

export const NUL_DETAIL = 'Text must not contain NUL characters.';
export const LONE_SURROGATE_DETAIL =
  'Text must not contain half of a character (a lone UTF-16 surrogate such as \\ud800); send whole characters.';

/**
 * Where the first unstorable string (value or key) is, as 'body.skills.0.name', and what is wrong with it. The parts
 * are named as schema validation names them (body, querystring, params), so a client reads every issue path alike.
 */
export interface UnstorableText {
  path: string;
  detail: string;
}

const problemOf = (text: string): string | null =>
  text.includes('\u0000') ? NUL_DETAIL : text.isWellFormed() ? null : LONE_SURROGATE_DETAIL;

// A key is part of the reported path: its unstorable characters are written as escapes, so the error is storable too.
// (for...of walks code points: a whole pair arrives as one well-formed string, a lone surrogate on its own.)
function escaped(key: string): string {
  let out = '';
  for (const char of key) out += char === '\u0000' || !char.isWellFormed() ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char;
  return out;
}

export function unstorableText(value: unknown, path: string): UnstorableText | null {
  if (typeof value === 'string') {
    const detail = problemOf(value);
    return detail ? { path, detail } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unstorableText(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const detail = problemOf(key);
      if (detail) return { path: `${path}.${escaped(key)}`, detail };
      const found = unstorableText(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

// \u0000 or \ud800-\udfff as written in JSON text (hex digits in either case).
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

const issueOf = (found: UnstorableText) => [{ path: found.path, message: found.detail }];

export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
      const text = body as string;
      // includes() first: most bodies hold no escape at all, and it is cheaper than the expression.
      if (!text.includes('\\u') || !SUSPECT_ESCAPE.test(text)) return parseJson(request, text, done);
      parseJson(request, text, (error, parsed) => {
        if (error) return done(error, undefined);
        const found = unstorableText(parsed, 'body');
        if (found) return done(httpError(400, 'VALIDATION_FAILED', found.detail, issueOf(found)), undefined);
        done(null, parsed);
      });
    });

    // A callback hook: every request passes here, and a promise per request would be pure overhead.
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      if (!url.includes('%00') && !url.includes('\u0000')) return done();
      const found = unstorableText(request.query, 'querystring') ?? unstorableText(request.params, 'params');
      if (!found) return done();
      sendError(reply, 400, 'VALIDATION_FAILED', found.detail, issueOf(found));
    });
  },
  { name: 'refuse-unstorable-text', dependencies: ['errors'] },
);
