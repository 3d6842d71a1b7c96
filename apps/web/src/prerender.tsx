// Server entry for the build-time prerender (scripts/prerender.mjs): renders one public page to HTML with the SAME
// route objects as the browser, so hydration finds identical markup. Built with `vite build --ssr`; never shipped.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { metaForMatches } from './app/route-meta-sync';
import type { PageMeta } from './app/route-meta';
import { PRERENDERED_PATHS, routes } from './app/router';
import { createQueryClient } from './lib/query-client';

export { PRERENDERED_PATHS };

/**
 * The source module of each prerendered page, as the client build's manifest names it: the script links its CSS in
 * <head> (so the HTML is styled before any JavaScript runs: no layout shift) and preloads its chunk for hydration.
 * The script fails the build when a path is missing here or in the manifest.
 */
export const PAGE_SOURCES: Record<(typeof PRERENDERED_PATHS)[number], string> = {
  '/': 'src/features/site/home-page.tsx',
  '/our-approach': 'src/features/site/our-approach-page.tsx',
  '/about': 'src/features/site/about-page.tsx',
  '/contact': 'src/features/site/contact-page.tsx',
  '/resources': 'src/features/site/resources-page.tsx',
  '/privacy': 'src/features/site/privacy-page.tsx',
  '/terms': 'src/features/site/terms-page.tsx',
};

export interface PrerenderedPage {
  html: string;
  meta: PageMeta;
  status: number;
}

/** Renders `path` as the signed-out visitor sees it before any data arrives (queries never run on the server). */
export async function prerender(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  // query() resolves the matched lazy routes first, as the browser does before it hydrates.
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender ${path}: the routes answered with a redirect/response (${context.status})`);
  if (context.errors) throw new Error(`prerender ${path}: route error ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        {/* hydrate={false}: no inline hydration-data script (the CSP forbids inline scripts; there are no loaders). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html, meta: metaForMatches(context.matches.map((match) => ({ handle: match.route.handle as unknown }))), status: context.statusCode };
}

export { renderHeadTags } from './app/route-meta';

/** Stands in for the site's origin in og:url; the API replaces it with PUBLIC_URL when it serves the page. */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';
