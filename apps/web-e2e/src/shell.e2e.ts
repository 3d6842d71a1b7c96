import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, browserAvailable, launchBrowser, openPage, viewports } from './support/browser';
import { signIn } from './support/accounts';
import { publicRoutes } from './support/routes';

describe.skipIf(!browserAvailable)('the web shell in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(publicRoutes)('route %s', (path) => {
    it('renders its heading inside the header, main and footer, and axe finds nothing', async () => {
      const { context, page } = await openPage(browser, path);
      try {
        await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 15_000 }).toBeTruthy();
        // Axe checks the settled page: a page still swapping its loading state for its answer (the confirmation link
        // being checked) can show axe a half-replaced tree.
        await page.waitForLoadState('networkidle');
        expect(await page.locator('header').count()).toBeGreaterThan(0);
        expect(await page.locator('footer').count()).toBeGreaterThan(0);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  it('given an unknown path, shows the 404 page', async () => {
    const { context, page } = await openPage(browser, '/no/such/page');
    try {
      await expect.poll(() => page.locator('main h1').textContent()).toMatch(/not found/i);
    } finally {
      await context.close();
    }
  });

  it('opens the two header menus independently by mouse and closes them with Escape and outside clicks', async () => {
    const { context, page } = await openPage(browser, '/resources');
    try {
      const discovery = page.getByRole('button', { name: /discovery/i });
      const about = page.getByRole('button', { name: /^about/i });
      await discovery.click();
      expect(await discovery.getAttribute('aria-expanded')).toBe('true');
      expect(await about.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Escape');
      expect(await discovery.getAttribute('aria-expanded')).toBe('false');
      await about.click();
      expect(await about.getAttribute('aria-expanded')).toBe('true');
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      expect(await about.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('reaches a submenu link by keyboard alone and navigates to it', async () => {
    const { context, page } = await openPage(browser, '/resources');
    try {
      const discovery = page.getByRole('button', { name: /discovery/i });
      await discovery.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'Skill match' }).first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/skillmatch');
      expect(await discovery.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('at phone width, the burger menu opens with Enter and Space and marks the body', async () => {
    const { context, page } = await openPage(browser, '/about', viewports.phone);
    try {
      const burger = page.getByRole('button', { name: /menu/i }).first();
      await burger.focus();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.body.classList.contains('menu-open'))).toBe(true);
      await page.keyboard.press('Space');
      expect(await page.evaluate(() => document.body.classList.contains('menu-open'))).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('at phone width, Tab in the open burger menu goes through the menu and never behind it', async () => {
    const { context, page } = await openPage(browser, '/careers', viewports.phone);
    try {
      await page.locator('main h1').waitFor();
      const burger = page.getByRole('button', { name: 'Menu' });
      await burger.focus();
      await page.keyboard.press('Enter');
      const focusedIn = () =>
        page.evaluate(() => {
          const el = document.activeElement;
          return { header: Boolean(el?.closest('header')), text: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '' };
        });
      await page.keyboard.press('Tab');
      expect(await focusedIn()).toEqual({ header: true, text: 'Discovery' });
      // Round the whole menu and back to the burger: every stop is in the header, none in the covered page.
      const stops: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        const at = await focusedIn();
        expect(at.header, `Tab ${i + 1} left the menu for "${at.text}"`).toBe(true);
        stops.push(at.text);
      }
      expect(stops).toEqual(expect.arrayContaining(['About', 'Resources', 'Contact us', 'Sign up', 'Menu', 'Discovery']));
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.getElementById('main')!.hasAttribute('inert'))).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('signed in with a long name at 1024 px, the bar keeps every link on one line and its icons whole', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, baseURL: baseUrl });
    try {
      await signIn(context, 'Maximiliana Oyelaran-Fitzgerald');
      const page = await context.newPage();
      await page.goto('/careers');
      const header = page.locator('header').first();
      await header.getByRole('link', { name: 'My dashboard' }).waitFor();
      const lines = (name: string) =>
        header.getByRole(name === 'Discovery' || name === 'About' ? 'button' : 'link', { name, exact: true }).evaluate((el) => {
          // The lines its words take (the chevron icon aside).
          const words = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          const tops = new Set<number>();
          for (let node = words.nextNode(); node; node = words.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
          }
          return tops.size;
        });
      for (const name of ['Discovery', 'About', 'Resources', 'Contact us', 'My dashboard']) expect(await lines(name), name).toBe(1);
      // The brand mark and the menu chevrons keep their drawn size instead of being squeezed.
      expect((await header.getByRole('link', { name: 'Waypoint home' }).locator('svg').boundingBox())?.width).toBe(32);
      expect((await header.getByRole('button', { name: 'Discovery' }).locator('svg').boundingBox())?.width).toBeGreaterThan(8);
      // The name gives way to the initials here; the profile link still says whose it is.
      expect(await header.getByRole('link', { name: 'MO Maximiliana Oyelaran-Fitzgerald, your profile' }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
    } finally {
      await context.close();
    }
  });

  it('scrolls to the top on route change and smoothly to a hash target', async () => {
    const { context, page } = await openPage(browser, '/privacy');
    try {
      await page.locator('main h1').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('footer').getByRole('link', { name: /resources/i }).click();
      await page.waitForURL('**/resources');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goto('/terms#terms-page');
      await expect
        .poll(() => page.evaluate(() => Math.abs(document.getElementById('terms-page')!.getBoundingClientRect().top)))
        .toBeLessThan(120);
    } finally {
      await context.close();
    }
  });
});
