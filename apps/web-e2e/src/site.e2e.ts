// The public site in Chromium against the production build: navigation rules of the home page, external links,
// the contact form end to end (message visible in the developer outbox; filled in for a signed-in person), the about page by keyboard, footer
// anchors, axe on every public page and the sitemap, plus phone and desktop screenshots in /tmp/shots-site2.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
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

  it('the contact form for a signed-in person: their name and email filled in, the message sent from them', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
    try {
      const { email } = await signIn(context, 'Katherine Coleman Johnson');
      const page = await context.newPage();
      await page.goto('/contact');
      await heading(page);
      await expect.poll(() => page.getByLabel(/^Email/).inputValue(), { timeout: 15_000 }).toBe(email);
      expect(await page.getByLabel(/^First Name/).inputValue()).toBe('Katherine');
      expect(await page.getByLabel(/^Last Name/).inputValue()).toBe('Coleman Johnson');
      expect(await axeViolations(page)).toEqual([]);
      const marker = `e2e signed in ${Date.now()}`;
      await page.getByLabel(/^Message/).fill(`A question about my roadmap (${marker})`);
      await page.getByLabel('I am not a robot').check();
      await expect.poll(() => page.getByText('Verified').count(), { timeout: 20_000 }).toBe(1);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('button', { name: 'Send another message' }).click({ timeout: 15_000 });
      // The same person writes again: only the message starts afresh, and it has the focus.
      expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(await page.getByLabel(/^Message/).getAttribute('id'));
      const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as { subject: string; text: string }[];
      const sent = outbox.find((m) => m.subject === 'New contact message' && m.text.includes(marker));
      expect(sent?.text).toContain(email);
      expect(sent?.text).toContain('Katherine Coleman Johnson');
    } finally {
      await context.close();
    }
  });

  it.each([['signed in', 'Dorothy Vaughan'], ['signed out', null]] as const)(
    'the contact form keeps what a visitor (%s) typed before the app started, and fills in only the rest',
    async (_, fullName) => {
      const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
      try {
        const email = fullName ? (await signIn(context, fullName)).email : 'dot@example.org';
        const page = await context.newPage();
        // The app's scripts are held back until the visitor has typed into the prerendered form.
        let release: () => void = () => undefined;
        const typed = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/assets\/.*\.js$/u, async (route) => {
          await typed;
          await route.continue();
        });
        // Module scripts hold back DOMContentLoaded, so the wait is for the response only.
        await page.goto('/contact', { waitUntil: 'commit' });
        await page.getByLabel(/^First Name/).fill('Dot');
        await page.getByLabel(/^Message/).fill('Typed before the app started');
        const session = page.waitForResponse((response) => response.url().endsWith('/api/check-auth'));
        release();
        await session;
        if (fullName) {
          await expect.poll(() => page.getByLabel(/^Email/).inputValue(), { timeout: 15_000 }).toBe(email);
          expect(await page.getByLabel(/^Last Name/).inputValue()).toBe('Vaughan');
        } else {
          // Typing once the app runs renders the whole form again: the earlier text must survive that too.
          await page.getByLabel(/^Email/).pressSequentially(email);
        }
        expect(await page.getByLabel(/^First Name/).inputValue()).toBe('Dot');
        expect(await page.getByLabel(/^Message/).inputValue()).toBe('Typed before the app started');
        expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
      } finally {
        await context.close();
      }
    },
  );

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
