// The public site in Chromium against the production build: navigation rules of the home page, external links,
// the contact form end to end (message visible in the developer outbox), the about page by keyboard, footer
// anchors, axe on every public page and the sitemap, plus phone and desktop screenshots in /tmp/shots-site2.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, browserAvailable, launchBrowser, openPage, viewports } from './support/browser';

const SHOTS = '/tmp/shots-site2';
const PUBLIC_PAGES = ['/', '/about', '/our-approach', '/resources', '/contact', '/terms', '/privacy'];

async function heading(page: Page) {
  await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).toBeTruthy();
}

describe.skipIf(!browserAvailable)('the public site in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Getting Started waits about a second before going to /assessments', async () => {
    const { context, page } = await openPage(browser, '/');
    try {
      await heading(page);
      const started = Date.now();
      await page.getByRole('link', { name: 'Getting Started' }).first().click();
      await page.waitForTimeout(400);
      expect(new URL(page.url()).pathname).toBe('/');
      await page.waitForURL(/\/assessments$/, { timeout: 10_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      await context.close();
    }
  });

  it('a double-click on Subscribe subscribes once: one request, one confirmation email', async () => {
    const { context, page } = await openPage(browser, '/');
    try {
      await heading(page);
      const email = `e2e.newsletter.${Date.now()}@example.com`;
      let sent = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/newsletter')) sent += 1;
      });
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).dblclick();
      await page.getByText('Thank you! Please check your inbox to confirm your subscription.').waitFor({ timeout: 15_000 });
      const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as { to: string }[];
      expect({ sent, mails: outbox.filter((m) => m.to === email).length }).toEqual({ sent: 1, mails: 1 });
    } finally {
      await context.close();
    }
  });

  it('Contact Us goes to /contact', async () => {
    const { context, page } = await openPage(browser, '/');
    try {
      await heading(page);
      await page.getByRole('link', { name: 'Contact Us' }).first().click();
      await page.waitForURL(/\/contact/, { timeout: 10_000 });
    } finally {
      await context.close();
    }
  });

  it.each(PUBLIC_PAGES)('%s: every new-tab link has rel noopener noreferrer, and axe finds nothing', async (path) => {
    const { context, page } = await openPage(browser, path);
    try {
      await heading(page);
      const rels = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => a.getAttribute('rel') ?? ''));
      for (const rel of rels) expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the sitemap lists pages that exist', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual([...PUBLIC_PAGES].sort());
    for (const path of locs) expect((await fetch(`${baseUrl}${path}`)).status).toBe(200);
  });

  it('the contact form: robot box, send, confirmation, and the message in the outbox', async () => {
    const { context, page } = await openPage(browser, '/contact');
    try {
      // Typed straight away, as a person would on the prerendered page, before the app has necessarily hydrated.
      await heading(page);
      const robot = page.getByLabel('I am not a robot');
      const marker = `e2e ${Date.now()}`;
      await page.getByLabel(/^First Name/).fill('Maya');
      await page.getByLabel(/^Last Name/).fill('Lopez');
      await page.getByLabel(/^Email/).fill('maya@example.org');
      await page.getByLabel(/^Message/).fill(`Hello from the browser test (${marker})`);
      await robot.check();
      await expect.poll(() => page.getByText('Verified').count(), { timeout: 20_000 }).toBe(1);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect.poll(() => page.getByText('Thank you, your message is on its way.').count(), { timeout: 15_000 }).toBe(1);
      // The confirmation holds focus (the button pressed is gone), not the page's <body>.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Thank you, your message is on its way\./u);
      const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as { subject: string; text: string }[];
      expect(outbox.some((m) => m.subject === 'New contact message' && m.text.includes(marker))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('about: the carousel arrows scroll; Read Bio opens by keyboard, Escape closes it and focus returns', async () => {
    const { context, page } = await openPage(browser, '/about');
    try {
      await heading(page);
      const row = page.locator('ul[tabindex="0"]').first();
      const before = await row.evaluate((el) => el.scrollLeft);
      await page.getByRole('button', { name: 'Scroll team right' }).click();
      await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
      const bio = page.getByRole('button', { name: /Read Bio/ }).first();
      await bio.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
      expect(await bio.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/contact#contact-section--one', 'contact-section--one'],
    ['/terms#terms-page', 'terms-page'],
    ['/privacy#privacy-page', 'privacy-page'],
  ])('footer link %s lands on its anchor', async (href, id) => {
    const { context, page } = await openPage(browser, '/resources');
    try {
      await heading(page);
      await page.locator(`footer a[href="${href}"]`).first().click();
      await page.waitForURL((url) => url.hash === `#${id}`, { timeout: 10_000 });
      await expect.poll(() => page.locator(`#${id}`).count()).toBe(1);
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((el) => { const r = el.getBoundingClientRect(); return r.top < window.innerHeight && r.bottom > 0; }))
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each(['/', '/contact', '/about'])('screenshots of %s (phone and desktop)', async (path) => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const { context, page } = await openPage(browser, path, viewport);
      try {
        await heading(page);
        const file = `${SHOTS}/${path === '/' ? 'home' : path.slice(1)}-${name}.png`;
        await page.screenshot({ path: file, fullPage: path !== '/' });
      } finally {
        await context.close();
      }
    }
  });
});
