import fp from 'fastify-plugin';

/**
 * The CSP a Vite-built SPA and Swagger UI work under: scripts only from our origin (no inline scripts), inline
 * styles allowed (React style props, Swagger UI), images and fonts from data: URLs (Swagger UI icons).
 * upgrade-insecure-requests only when the public URL is https: on plain-http local serving it breaks every asset.
 */
export function contentSecurityPolicy(https: boolean): string {
  const directives = [
    "default-src 'self'",
    "base-uri 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join(';');
}

/**
 * The headers of documents a browser renders (the SPA, Swagger UI, everything outside the JSON API): helmet's set,
 * written out. HSTS only when the public URL is https.
 */
export function documentSecurityHeaders(publicUrl: string): Record<string, string> {
  const https = isHttps(publicUrl);
  return {
    'content-security-policy': contentSecurityPolicy(https),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    // Turns off the legacy XSS auditor of old browsers, which itself could be abused.
    'x-xss-protection': '0',
  };
}

/**
 * The headers of API answers (JSON, PDF), as the OWASP REST cheat sheet sets them: nothing in them may run, be
 * framed, be sniffed into another type or be read by another origin. The document-only headers (COOP, referrer,
 * DNS prefetch, legacy IE switches) mean nothing on a JSON answer and would only make every answer heavier.
 */
export function apiSecurityHeaders(publicUrl: string): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    ...(isHttps(publicUrl) ? { 'strict-transport-security': HSTS } : {}),
    'x-content-type-options': 'nosniff',
  };
}

const HSTS = 'max-age=31536000; includeSubDomains';

function isHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

/** API answers: everything under /api except Swagger UI (/api/docs), which is a document. */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export default fp(
  async (app) => {
    // Built once: they depend only on configuration.
    const api = apiSecurityHeaders(app.config.PUBLIC_URL);
    const document = documentSecurityHeaders(app.config.PUBLIC_URL);
    // A callback hook: no promise per request for work that never waits.
    app.addHook('onRequest', (request, reply, done) => {
      void reply.headers(isApiAnswer(request.url) ? api : document);
      done();
    });
  },
  { name: 'security-headers' },
);
