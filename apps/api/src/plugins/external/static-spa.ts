// Serves the built SPA (apps/web/dist) on the same port as the API (D3): hashed assets cached for a year, HTML never
// cached. The public pages are prerendered at build time (apps/web/scripts/prerender.mjs) as <route>/index.html and
// served at their paths; every other client route gets the plain template, spa.html (index.html in older builds).
import { apiRoot } from '../../lib/api-root';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const defaultWebDistDir = resolve(apiRoot, '../web/dist');

/**
 * Only GETs outside /api/ without a file extension are client routes; /robots.txt or a missing asset is a 404.
 * An extension starts with a letter: '/careers/15-1252.00' (an occupation code) is a client route.
 */
export function isSpaRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return false;
  return !/^\.[a-z]/i.test(extname(path));
}

/** The prerender's stand-in for the site origin (og:url); replaced with PUBLIC_URL when the pages are loaded. */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';

interface PrerenderedPage {
  html: string;
  etag: string;
}

/**
 * Finds the prerendered pages: dist/index.html is the home page when spa.html exists beside it, and every
 * dist/<path>/index.html outside assets/ is the page at /<path>. Read once at start-up; a deploy restarts the API.
 */
/** An HTML file of the build, with the site origin filled in and an ETag of its content. */
function readPage(file: string, publicUrl: string): PrerenderedPage {
  const html = readFileSync(file, 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl.replace(/\/+$/u, ''));
  return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
}

export function loadPrerenderedPages(root: string, publicUrl: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const add = (urlPath: string, file: string) => pages.set(urlPath, readPage(file, publicUrl));
  if (existsSync(resolve(root, 'spa.html'))) add('/', resolve(root, 'index.html'));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || (dir === root && entry.name === 'assets')) continue;
      const sub = join(dir, entry.name);
      if (existsSync(join(sub, 'index.html'))) add(`/${relative(root, sub).split(sep).join('/')}`, join(sub, 'index.html'));
      walk(sub);
    }
  };
  walk(root);
  return pages;
}

export interface StaticSpaPluginOptions {
  onFallbackReady: (fallback: (request: FastifyRequest, reply: FastifyReply) => boolean) => void;
}

export default fp<StaticSpaPluginOptions>(
  async (app, opts) => {
    const root = resolve(app.config.WEB_DIST_DIR ?? defaultWebDistDir);
    if (!existsSync(resolve(root, 'index.html'))) {
      app.log.warn({ root }, 'web build not found: the API runs without serving the SPA (run the web build first)');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: false,
      schemaHide: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(resolve(root, 'assets') + sep);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
      },
    });
    // Held in memory like the prerendered pages: the router's own error path (an address that does not decode)
    // answers with a bare reply that has no sendFile.
    const template = readPage(resolve(root, existsSync(resolve(root, 'spa.html')) ? 'spa.html' : 'index.html'), app.config.PUBLIC_URL);
    const pages = loadPrerenderedPages(root, app.config.PUBLIC_URL);
    const sendPage = (request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) => {
      void reply.header('cache-control', 'no-cache').header('etag', page.etag).type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      return reply.send(page.html);
    };

    // Explicit routes win over the static wildcard, which would otherwise see a directory.
    for (const [path, page] of pages) {
      if (path !== '/') app.get(path, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, page));
    }
    opts.onFallbackReady((request, reply) => {
      if (!isSpaRoute(request)) return false;
      // "/about/" is the same page as "/about".
      const path = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/u, '$1');
      void sendPage(request, reply, pages.get(path) ?? template);
      return true;
    });
    // "/" itself: the wildcard route does not serve index.html because index is off (it must not be cached).
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, pages.get('/') ?? template));
  },
  { name: 'static-spa' },
);
