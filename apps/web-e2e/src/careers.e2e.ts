// Exploring careers in Chromium against the production build: every suggested search finds something, search the
// catalogue by another name of a job, a misspelt title offered corrected, open a result by keyboard, land on its occupation page; axe clean on the
// results and the page, at phone width; follow a related role; plan a roadmap to the occupation; browse by field.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, browserAvailable, launchBrowser, openPage, viewports } from './support/browser';

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe.skipIf(!browserAvailable)('careers in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('finds something for every suggestion it offers, on the catalogue that ships', async () => {
    const { context, page } = await openPage(browser, '/careers');
    try {
      const tries = page.getByRole('region', { name: 'Try' }).getByRole('link');
      await tries.first().waitFor({ timeout: 15_000 });
      const names = await tries.allTextContents();
      expect(names.length).toBeGreaterThan(0);
      // Chosen by keyboard, a suggestion gives way to the results and focus goes to the search box.
      await tries.first().focus();
      await page.keyboard.press('Enter');
      await page.getByRole('list', { name: 'Occupations' }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
      for (const name of names) {
        await page.goto(`/careers?q=${encodeURIComponent(name)}`);
        const found = page.getByRole('list', { name: 'Occupations' }).getByRole('link');
        await expect.poll(() => found.count(), { timeout: 15_000, message: name }).toBeGreaterThan(0);
      }
      // A skill finds the occupations that ask for it.
      await page.goto('/careers?q=python');
      await expect.poll(() => page.getByRole('list', { name: 'Occupations' }).getByText('Key skill: Python').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    } finally {
      await context.close();
    }
  });

  it('a title typed with slips of the keys is offered corrected, and one key press searches it; axe clean', async () => {
    const { context, page } = await openPage(browser, '/careers?q=dta%20anlyst', viewports.phone);
    try {
      const offer = page.getByRole('button', { name: 'data analyst' });
      await offer.waitFor({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
      await offer.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => path(page)).toBe('/careers?q=data+analyst');
      const found = page.getByRole('list', { name: 'Occupations' }).getByRole('link');
      await expect.poll(() => found.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    } finally {
      await context.close();
    }
  });

  it('finds an occupation by another of its names and opens it by keyboard', async () => {
    const { context, page } = await openPage(browser, '/careers', viewports.phone);
    try {
      const box = page.getByRole('searchbox', { name: 'Search occupations' });
      // Typed key by key, as a person does: each key rewrites the address, and the box must keep focus throughout.
      await box.click();
      await page.keyboard.type('developer', { delay: 30 });
      await expect.poll(() => path(page)).toBe('/careers?q=developer');
      const results = page.getByRole('list', { name: 'Occupations' });
      const first = results.getByRole('link').first();
      await first.waitFor({ timeout: 15_000 });
      // 'Computer Programmers' is found as a 'Java Developer', one of its other names.
      expect(await results.getByText('Also called Java Developer').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      const title = (await first.textContent())!.trim();
      await first.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/careers\/\d{2}-\d{4}\.\d{2}$/);
      await page.getByRole('heading', { level: 2, name: 'Pay and outlook' }).waitFor();
      expect(await page.getByText(`O*NET occupation: ${title}`).count() + (await page.getByRole('heading', { level: 1, name: title }).count())).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // Back keeps the search.
      await page.goBack();
      await expect.poll(() => page.getByRole('searchbox', { name: 'Search occupations' }).inputValue()).toBe('developer');
    } finally {
      await context.close();
    }
  });

  it('an occupation page leads on to its related roles, each with its skill match, median pay and own page', async () => {
    const { context, page } = await openPage(browser, '/careers/15-1252.00', viewports.phone);
    try {
      const related = page.getByRole('region', { name: 'Related roles' });
      await related.waitFor({ timeout: 15_000 });
      const roles = related.getByRole('list', { name: 'Roles related to Software Engineer' }).getByRole('listitem');
      expect(await roles.count()).toBeGreaterThan(1);
      expect(await roles.filter({ hasText: 'Web Developer' }).textContent()).toMatch(/^Web Developer\d+% skill match · \$\d+K median pay$/u);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await related.getByRole('link', { name: 'Web Developer' }).click();
      await page.getByRole('heading', { level: 1, name: 'Web Developer' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/careers/15-1254.00');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('an occupation page plans a roadmap to itself: the target is filled in, and the plan is built by the real API', async () => {
    const { context, page } = await openPage(browser, '/careers/15-1252.00', viewports.phone);
    try {
      await page.getByRole('link', { name: 'Plan a roadmap' }).click();
      const target = page.getByLabel('Target role');
      await expect.poll(() => target.inputValue(), { timeout: 15_000 }).toBe('Software Engineer');
      expect(path(page)).toBe('/roadmap?target=Software%20Engineer');
      await page.getByLabel('Current role').fill('Web Developer');
      await page.getByRole('button', { name: 'Build my roadmap' }).click();
      await page.getByRole('heading', { name: 'From Web Developer to Software Engineer' }).waitFor({ timeout: 15_000 });
      expect(path(page)).toBe('/roadmap');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('browses the catalogue by field by keyboard: a field, one of its occupations, and back; axe clean at phone width', async () => {
    const { context, page } = await openPage(browser, '/careers', viewports.phone);
    try {
      const fields = page.getByRole('region', { name: 'Browse by field' });
      const computing = fields.getByRole('link', { name: /^Computer and Mathematical \d+ occupations$/u });
      await computing.waitFor({ timeout: 15_000 });
      expect(await axeViolations(page)).toEqual([]);
      await computing.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Computer and Mathematical');
      expect(path(page)).toBe('/careers?field=15');
      const list = page.getByRole('list', { name: 'Occupations in Computer and Mathematical' });
      await expect.poll(() => list.getByText(/^Software Developers · \$\d+K median pay · \+[\d.]+% outlook$/u).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await list.getByRole('link', { name: 'Software Engineer' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Software Engineer' }).waitFor({ timeout: 15_000 });
      await page.goBack();
      await list.getByRole('link', { name: 'Software Engineer' }).waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: 'All fields' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Browse by field');
    } finally {
      await context.close();
    }
  });
});
