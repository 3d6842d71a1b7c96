import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet with a CSP that a Vite-built SPA and Swagger UI work under: scripts only from our origin (no inline
 * scripts), inline styles allowed (React style props, Swagger UI), images from data: URLs (Swagger UI icons).
 * upgrade-insecure-requests and HSTS only when the public URL is https: on plain-http local serving they break
 * every asset load.
 */
export default fp(
  async (app) => {
    const https = new URL(app.config.PUBLIC_URL).protocol === 'https:';
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'object-src': ["'none'"],
          ...(https ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers', dependencies: [] },
);
