// Response compression: brotli, gzip or deflate as the client accepts, for compressible answers of 1 KB or more
// (JSON, HTML, scripts, styles, SVG; files from the static plugin as streams).
//
// One onSend hook that returns at once when there is nothing to do (no Accept-Encoding, a small or already encoded
// answer). @fastify/compress, used before, added three hooks to every route (a reply decorator, request-body
// decompression nobody uses, and an onSend that looked up the content type before the client's encodings), which
// together cost about as much as a small route itself.
import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createDeflate, createGzip, type BrotliOptions } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';

export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Preferred first when the client rates them equally. */
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];
// Quality 4: most of brotli's gain at a fraction of its default (11) CPU cost, for answers made per request.
const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

/** The encoding to answer with for this Accept-Encoding header, if any. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  // '*' and x-gzip are gzip to us; identity (or nothing we offer) means no compression.
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/x-gzip/g, 'gzip'), [...ENCODINGS]);
  return (ENCODINGS as readonly string[]).includes(chosen ?? '') ? (chosen as Encoding) : undefined;
}

function compressor(encoding: Encoding) {
  if (encoding === 'br') return createBrotliCompress(BROTLI);
  return encoding === 'gzip' ? createGzip() : createDeflate();
}

export default fp(
  async (app) => {
    // A callback hook: it runs for every answer, and most need nothing from it.
    app.addHook('onSend', (request, reply, payload, done) => {
      const accept = request.headers['accept-encoding'];
      if (accept === undefined || payload == null || request.method === 'HEAD') return done(null, payload);
      const status = reply.statusCode;
      if (status === 204 || status === 304 || reply.hasHeader('content-encoding')) return done(null, payload);
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);

      let body: Readable;
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES) return done(null, payload);
        body = Readable.from([payload]);
      } else if (payload instanceof Readable) {
        const length = Number(reply.getHeader('content-length'));
        if (length < COMPRESS_THRESHOLD_BYTES) return done(null, payload);
        body = payload;
      } else {
        return done(null, payload);
      }
      const encoding = chooseEncoding(accept);
      // Caches must keep one copy per encoding, whether or not this answer was compressed.
      const vary = reply.getHeader('vary');
      if (!vary) void reply.header('vary', 'accept-encoding');
      else if (!/accept-encoding|\*/i.test(String(vary))) void reply.header('vary', `${String(vary)}, accept-encoding`);
      if (!encoding) return done(null, payload);

      void reply.header('content-encoding', encoding).removeHeader('content-length');
      const stream = compressor(encoding);
      body.on('error', (error) => stream.destroy(error));
      done(null, body.pipe(stream));
    });
  },
  { name: 'compress' },
);
