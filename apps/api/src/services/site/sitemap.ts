// /sitemap.xml: the public, indexable pages of the web app (the ones it prerenders, see apps/web/src/prerender.tsx).
// Served by the API because only it knows PUBLIC_URL at run time (the same build is deployed under any host).
// The browser test (apps/web-e2e/src/site.e2e.ts) opens every listed page, so the list stays true to the routes.
export const SITEMAP_PATHS = ['/', '/about', '/our-approach', '/resources', '/contact', '/terms', '/privacy'] as const;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderSitemap(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
