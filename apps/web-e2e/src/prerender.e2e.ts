import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, launchBrowser, viewports } from './support/browser';

/** The public pages that the web build prerenders, with what a crawler must find in their HTML before any script. */
const prerenderedPages = [
  { path: '/', h1: 'Empower your career journey', title: 'Waypoint: Empower your career journey' },
  { path: '/our-approach', h1: 'Our Approach', title: 'Our Approach · Waypoint' },
  { path: '/about', h1: 'About us', title: 'About us · Waypoint' },
  { path: '/contact', h1: 'How can the product team help you today?', title: 'Contact us · Waypoint' },
  { path: '/resources', h1: 'Top 30 Books to Ignite Your Career Transformation', title: 'Resources: Top 30 books · Waypoint' },
  { path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy · Waypoint' },
  { path: '/terms', h1: 'Terms and Conditions', title: 'Terms and Conditions · Waypoint' },
] as const;

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'u').exec(html)?.[1];
}

// The server only starts when Chromium is present (support/global-setup.ts), so both halves skip together.
describe.skipIf(!baseUrl)('prerendered public pages, as a crawler sees them (no JavaScript)', () => {
  describe.each(prerenderedPages)('$path', ({ path, h1, title }) => {
    it('serves its heading, title, description and Open Graph tags in the HTML', async () => {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<main[^>]*>[\\s\\S]*<h1[^>]*>${h1.replace(/[?]/gu, '\\?')}</h1>`, 'u'));
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/gu)).toHaveLength(1);
      const description = metaContent(html, 'name', 'description');
      expect(description?.length).toBeGreaterThan(30);
      expect(html.match(/<meta name="description"/gu)).toHaveLength(1);
      expect(metaContent(html, 'property', 'og:title')).toBe(title);
      expect(metaContent(html, 'property', 'og:description')).toBe(description);
      expect(metaContent(html, 'property', 'og:type')).toBe('website');
      expect(metaContent(html, 'property', 'og:url')).toBe(new URL(path, baseUrl).href);
    });
  });

  it('serves the plain client template, without page content, for routes that are not prerendered', async () => {
    const html = await (await fetch(`${baseUrl}/dashboard`)).text();
    expect(html).toContain('<div id="root"></div>');
  });
});

describe.skipIf(!browserAvailable)('prerendered public pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(prerenderedPages)('$path', ({ path, h1 }) => {
    it('hydrates the prerendered markup without console errors, then navigates on the client', async () => {
      const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        // The signed-out session check answers 401 by design (GET /api/check-auth) and Chromium logs every 4xx
        // response; that one line is the server's contract, not a page error. Everything else counts.
        if (message.location().url.endsWith('/api/check-auth') && message.text().includes('status of 401')) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Keep the heading the server sent, captured before any module script runs ('interactive' comes first).
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 = document.querySelector('main h1');
        });
      });
      try {
        await page.goto(path);
        // React marks the nodes it has hydrated (or rendered) with its fiber key.
        await expect
          .poll(() => page.evaluate(() => Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber'))), { timeout: 20_000 })
          .toBe(true);
        expect(await page.locator('main h1').textContent()).toBe(h1);
        // Hydration adopted the server's nodes instead of rendering new ones (what a mismatch would do).
        expect(await page.evaluate(() => (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 === document.querySelector('main h1'))).toBe(true);

        const target = path === '/resources' ? { path: '/about', h1: 'About us', title: 'About us · Waypoint' } : prerenderedPages[4];
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        await page.locator(`footer a[href="${target.path}"]`).first().click();
        await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe(target.h1);
        expect(new URL(page.url()).pathname).toBe(target.path);
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        // The head follows the client navigation.
        await expect.poll(() => page.title()).toBe(target.title);
        expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(new URL(target.path, baseUrl).href);
        expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(target.title);
        expect(await page.locator('meta[name="description"]').count()).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  it.each(['confirmed', 'invalid'])('a newsletter link landing on /?newsletter=%s shows its outcome after hydrating without errors', async (outcome) => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`/?newsletter=${outcome}#newsletter`);
      const text = outcome === 'confirmed' ? 'Your subscription is confirmed. Welcome aboard!' : /^This link is no longer valid/;
      await expect.poll(() => page.getByRole('status').filter({ hasText: text }).count(), { timeout: 20_000 }).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
