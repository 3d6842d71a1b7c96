// Skill match in Chromium against the production build: the whole questionnaire as an anonymous visitor (without the
// optional years of experience), the result computed by the API, Download giving a real PDF that names the desired
// role with the match the page shows (the API scores the answers again), New skill match; a finished Who Am I
// assessing the personality section; a saved report reopened from the dashboard; the step guard on a typed URL; the
// trending careers (table on desktop, cards at phone width, View All, the role dialog); axe clean.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSkillMatch, signIn } from './support/accounts';
import { axeViolations, baseUrl, browserAvailable, launchBrowser, openPage, viewports } from './support/browser';
import { activeName, tabTo } from './support/keyboard';
import { pdfText } from './support/pdf-text';

const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Signs in and saves two reports (Graphic Designer to UX Designer, then the way back), and opens the older one: what
 * is done from it must be about it, not the latest.
 */
async function openOlderOfTwoReports(context: BrowserContext, fullName: string): Promise<{ page: Page; reportId: string }> {
  await signIn(context, fullName);
  const { reportId } = await saveSkillMatch(context);
  await saveSkillMatch(context, [{ name: 'user research' }], { currentRole: 'UX Designer', desiredRole: 'Graphic Designer' });
  const page = await context.newPage();
  await page.goto(`/skillmatch/reports/${reportId}`);
  await page.getByRole('heading', { name: 'Future you' }).waitFor();
  return { page, reportId };
}

/**
 * Steps 4 and 5: a senior UX Designer as the desired role, then Submit, landing on the computed result. Submit is
 * double-clicked, as people do: the answers go to the API once (a signed-in user would get two saved reports).
 */
async function desireUxDesignerAndSubmit(page: Page): Promise<void> {
  await page.getByLabel('Desired role').selectOption('UX Designer');
  await page.getByLabel('Level').selectOption('senior');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('5 OF 5').waitFor();
  let sent = 0;
  const count = (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/skillmatch')) sent += 1;
  };
  page.on('request', count);
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/skillmatch/questionnaire/result');
  page.off('request', count);
  expect(sent).toBe(1);
}

describe.skipIf(!browserAvailable)('skill match in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('runs the questionnaire to a computed result, downloads a real PDF and starts over', async () => {
    const { context, page } = await openPage(browser, '/skillmatch');
    try {
      await page.getByRole('link', { name: 'Analyze skill match' }).click();
      await expect.poll(() => path(page)).toBe('/skillmatch/questionnaire/1');
      await page.getByText('1 OF 5').waitFor();
      const analyse = page.getByRole('button', { name: 'Analyse' });
      expect(await analyse.isDisabled()).toBe(true);
      await page.getByLabel('Current role').selectOption('Graphic Designer');
      await page.getByLabel('Level').selectOption('middle');
      // Years of experience is optional: Analyse is ready without it, and the result says it was not given.
      await page.getByLabel('Company size').selectOption('10-100');
      expect(await analyse.isEnabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await analyse.click();

      await page.getByText('2 OF 5').waitFor();
      // Suggestions come from the catalogue for the current role; the first one is added lower-cased and selected.
      const suggestion = page.getByRole('group', { name: 'Suggested hard skills' }).getByRole('button').first();
      const suggested = (await suggestion.textContent())!.trim();
      await suggestion.click();
      expect(await suggestion.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('list', { name: 'Your hard skills' }).getByText(suggested.toLowerCase(), { exact: true }).waitFor();
      const custom = page.getByRole('textbox', { name: 'Add another hard skill' });
      await custom.fill('JavaScript');
      await custom.press('Enter');
      await page.getByLabel(`Proficiency in ${suggested.toLowerCase()}`).selectOption('advanced');
      await page.getByLabel('Proficiency in javascript').selectOption('intermediate');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Next' }).click();

      await page.getByText('3 OF 5').waitFor();
      await page.getByRole('group', { name: 'Suggested soft skills' }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Next' }).click();

      await page.getByText('4 OF 5').waitFor();
      // A reload keeps the answers (D2).
      await page.reload();
      await page.getByText('4 OF 5').waitFor();
      await desireUxDesignerAndSubmit(page);
      await page.getByRole('heading', { name: 'Future you' }).waitFor();
      expect(await page.getByText(/^\d+% skill match$/).count()).toBe(1);
      expect(await page.getByText('UX Designer').count()).toBeGreaterThan(0);
      expect(await page.getByRole('region', { name: 'You today' }).getByText('Not given', { exact: true }).count()).toBe(1);
      // Each related role shows what it pays beside its match.
      const related = page.getByRole('region', { name: 'Related roles' }).getByRole('listitem');
      expect(await related.count()).toBeGreaterThan(0);
      expect(await related.first().textContent()).toMatch(/\$\d+K median pay\d+% Skill match$/);
      expect(await axeViolations(page)).toEqual([]);

      const shownPercent = (await page.getByText(/^\d+% skill match$/).textContent())!.trim();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toBe('skill-match-ux-designer.pdf');
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain('UX Designer');
      expect(pdfText(pdf)).toContain('Not given');
      // The server scored the answers again for the PDF: the same match the page shows.
      expect(pdfText(pdf)).toContain(shownPercent);
      expect(pdfText(pdf)).toMatch(/\d+% skill match · \$\d+K median pay/);

      await page.getByRole('button', { name: 'New skill match' }).click();
      await expect.poll(() => path(page)).toBe('/skillmatch/questionnaire/1');
      expect(await page.getByLabel('Current role').inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });

  it('runs the whole questionnaire by keyboard alone, from the landing page to the result', async () => {
    const { context, page } = await openPage(browser, '/skillmatch');
    try {
      await page.getByRole('link', { name: 'Analyze skill match' }).waitFor();
      await tabTo(page, /^Analyze skill match$/);
      await page.keyboard.press('Enter');
      await page.getByText('1 OF 5').waitFor();
      // A closed select takes the first letters of an option, as in any browser form.
      await tabTo(page, /^Current role$/);
      await page.keyboard.type('Graphic');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Mid');
      await tabTo(page, /^Company size$/, 3);
      await page.keyboard.type('10-100');
      expect(await page.getByLabel('Current role').inputValue()).toBe('Graphic Designer');
      expect(await page.getByLabel('Level').inputValue()).toBe('middle');
      expect(await page.getByLabel('Company size').inputValue()).toBe('10-100');
      await tabTo(page, /^Analyse$/, 3);
      await page.keyboard.press('Enter');

      // Step 2: a suggestion by Space, a skill of one's own by Enter, its proficiency, then one removed again.
      await page.getByText('2 OF 5').waitFor();
      await page.getByRole('group', { name: 'Suggested hard skills' }).getByRole('button').first().waitFor();
      const chip = (await page.getByRole('group', { name: 'Suggested hard skills' }).getByRole('button').first().textContent())!.trim();
      const suggested = chip.toLowerCase();
      await tabTo(page, chip);
      await page.keyboard.press('Space');
      await tabTo(page, /^Add another hard skill$/);
      await page.keyboard.type('TypeScript');
      await page.keyboard.press('Enter');
      const yours = page.getByRole('list', { name: 'Your hard skills' });
      await yours.getByText('typescript', { exact: true }).waitFor();
      // The field is empty and keeps focus for the next skill.
      expect(await activeName(page)).toBe('Add another hard skill');
      await tabTo(page, /^Proficiency in typescript$/);
      await page.keyboard.type('I use it d');
      expect(await page.getByLabel('Proficiency in typescript').inputValue()).toBe('advanced');
      await tabTo(page, `Remove ${suggested}`, 60);
      await page.keyboard.press('Enter');
      await expect.poll(() => yours.getByText(suggested, { exact: true }).count()).toBe(0);
      // Focus stays in the list, on the row that took the removed one's place.
      expect(await activeName(page)).toBe('Remove typescript');
      await tabTo(page, /^Next$/, 60);
      await page.keyboard.press('Enter');

      await page.getByText('3 OF 5').waitFor();
      await tabTo(page, /^Next$/, 60);
      await page.keyboard.press('Enter');
      await page.getByText('4 OF 5').waitFor();
      await tabTo(page, /^Desired role$/);
      await page.keyboard.type('UX');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Senior');
      expect(await page.getByLabel('Desired role').inputValue()).toBe('UX Designer');
      await tabTo(page, /^Next$/, 10);
      await page.keyboard.press('Enter');
      await page.getByText('5 OF 5').waitFor();
      await tabTo(page, /^Submit$/, 60);
      await page.keyboard.press('Enter');
      await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/skillmatch/questionnaire/result');
      await page.getByRole('heading', { name: 'Future you' }).waitFor();
      expect(await page.getByRole('region', { name: 'You today' }).getByText('TypeScript').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('counts a Who Am I finished in this browser: the personality section is assessed, not "Not assessed yet"', async () => {
    const { context, page } = await openPage(browser, '/assessments?exercise=who-am-i');
    try {
      const dialog = page.getByRole('dialog');
      for (let i = 0; i < 10; i += 1) {
        await expect.poll(() => dialog.getByText(`${i + 1} OF 10`).count(), { timeout: 15_000 }).toBe(1);
        await dialog.getByRole('radio').nth(i % 5).click();
        await dialog.getByRole('button', { name: i === 9 ? 'Submit' : 'Next' }).click();
      }
      await dialog.getByRole('heading', { name: /Who Am I result/ }).waitFor({ timeout: 15_000 });

      // No soft skills: only the Who Am I result can speak to the personality section.
      await page.goto('/skillmatch/questionnaire/1');
      await page.getByLabel('Current role').selectOption('Graphic Designer');
      await page.getByLabel('Level').selectOption('middle');
      await page.getByLabel('Company size').selectOption('10-100');
      await page.getByRole('button', { name: 'Analyse' }).click();
      await page.getByText('2 OF 5').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('3 OF 5').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('4 OF 5').waitFor();
      await desireUxDesignerAndSubmit(page);
      const personality = page.getByRole('region', { name: 'Future you' }).locator('summary', { hasText: 'Personality' });
      await personality.waitFor();
      expect(await personality.textContent()).not.toContain('Not assessed yet');
    } finally {
      await context.close();
    }
  });

  it('reopens a saved report from the dashboard, by keyboard, at phone width; nothing overflows, even a pasted 80-letter skill', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
    try {
      await signIn(context, 'Katherine Johnson');
      const { reportId, percent } = await saveSkillMatch(context, [{ name: 'figma', proficiency: 'advanced' }, { name: 'A'.repeat(80) }]);

      const page = await context.newPage();
      await page.goto('/dashboard');
      const open = page.getByRole('region', { name: 'Skill-match reports' }).getByRole('link', { name: 'Open the report' });
      await open.waitFor({ timeout: 15_000 });
      await open.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => path(page)).toBe(`/skillmatch/reports/${reportId}`);
      await page.getByRole('heading', { name: 'Future you' }).waitFor();
      expect(await page.getByText(`${percent}% skill match`, { exact: true }).count()).toBe(1);
      expect(await page.getByText(/^Graphic Designer to UX Designer, saved on /).count()).toBe(1);
      // Every section open: the skill tables become cards that fit the phone.
      for (const summary of await page.locator('summary').all()) await summary.click();
      expect(await page.getByText('Your level').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Nor is anything cut off at the right edge of its card, on a phone or on a desktop.
      const pastEdge = () =>
        page.evaluate(() => [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => el.tagName));
      expect(await pastEdge()).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize(viewports.desktop);
      await expect.poll(pastEdge).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("plans a roadmap from an older report by keyboard: the form starts from that report's answers, not the latest", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
    try {
      const { page } = await openOlderOfTwoReports(context, 'Dorothy Vaughan');
      await tabTo(page, 'Plan a roadmap', 80);
      await page.keyboard.press('Enter');
      await expect.poll(() => path(page)).toBe('/roadmap');
      await page.getByText('Filled in from the skill match you came from. Change anything you like.').waitFor();
      expect(await page.getByLabel('Current role').inputValue()).toBe('Graphic Designer');
      expect(await page.getByLabel('Target role').inputValue()).toBe('UX Designer');
      expect(await axeViolations(page)).toEqual([]);
      await tabTo(page, 'Build my roadmap', 80);
      await page.keyboard.press('Enter');
      await expect.poll(() => activeName(page)).toBe('From Graphic Designer to UX Designer');
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });

  it('deletes a saved report by keyboard after confirming; the dashboard lists only the other one; axe clean', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
    try {
      const { page, reportId } = await openOlderOfTwoReports(context, 'Annie Easley');
      await tabTo(page, 'Delete this report', 120);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete this report?' });
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The safe choice comes first.
      await tabTo(page, 'Delete report', 5);
      await page.keyboard.press('Enter');
      await expect.poll(() => activeName(page)).toBe('Report deleted');
      // Read from the top, though the button was at the foot of the report.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect((await context.request.get(`/api/skillmatch/reports/${reportId}`)).status()).toBe(404);

      await page.getByRole('link', { name: 'See your reports' }).click();
      const reports = page.getByRole('region', { name: 'Skill-match reports' });
      await reports.getByText('UX Designer to Graphic Designer').waitFor({ timeout: 15_000 });
      expect(await reports.getByText('Graphic Designer to UX Designer').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("offers every occupation of the catalogue after the spec's eight roles, such as a nurse's move into management", async () => {
    const { context, page } = await openPage(browser, '/skillmatch/questionnaire/1');
    try {
      const current = page.getByLabel('Current role');
      // The API's list replaces the few roles shown until it answers.
      await current.locator('optgroup[label="More roles"] option', { hasText: 'Health Services Manager' }).waitFor({ state: 'attached' });
      const more = await current.locator('optgroup[label="More roles"] option').allTextContents();
      expect(more).toEqual(expect.arrayContaining(['Bookkeeper', 'Web Developer', 'Registered Nurse', 'Project Manager']));
      expect(more).toEqual([...more].sort((a, b) => a.localeCompare(b, 'en')));
      await current.selectOption('Health Services Manager');
      expect(await current.inputValue()).toBe('Health Services Manager');
    } finally {
      await context.close();
    }
  });

  it('sends a typed later step back to the allowed one', async () => {
    const { context, page } = await openPage(browser, '/skillmatch/questionnaire/4');
    try {
      await expect.poll(() => path(page)).toBe('/skillmatch/questionnaire/1');
      await page.getByText('1 OF 5').waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the trending careers: 2 rows, View All, a dialog per role; cards at phone width; axe clean', async () => {
    const { context, page } = await openPage(browser, '/skillmatch');
    try {
      await page.getByRole('heading', { name: 'Trending careers with high growth potential' }).waitFor();
      await page.getByRole('columnheader', { name: /Job outlook \(\d{4}\)/ }).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(2);
      await page.getByRole('button', { name: 'View All' }).click();
      expect(await page.locator('tbody tr').count()).toBe(6);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Data Scientist' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Key skills').waitFor();
      expect(await dialog.getByRole('link', { name: /More about Data Scientist/ }).getAttribute('href')).toMatch(/^\/careers\/\d{2}-\d{4}\.\d{2}$/);
    } finally {
      await context.close();
    }

    const phone = await openPage(browser, '/skillmatch', viewports.phone);
    try {
      await phone.page.getByRole('heading', { name: 'Hot careers' }).waitFor();
      await phone.page.getByRole('button', { name: 'View All' }).waitFor();
      // Phone layout: the header row is hidden and rows render as cards; nothing overflows sideways.
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      expect(await phone.page.locator('thead').isVisible()).toBe(false);
      expect(await axeViolations(phone.page)).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
