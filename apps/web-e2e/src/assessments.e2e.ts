// The assessments in Chromium against the production build: every exercise end to end as an anonymous visitor,
// one signed in (the shown result equals the library's scoring and the server kept it), keyboard only, a reload
// in the middle, the chart with its text alternative, axe on the flow and the result, and a phone-width run.
import { byScoreDescending, DEFINITIONS, formatThriveResult, scoreAssessment, type RatingAssessmentDefinition } from '@waypoint/assessment';
import { MESSAGES, type AssessmentSlug } from '@waypoint/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, browserAvailable, launchBrowser, openPage, viewports } from './support/browser';
import { signIn } from './support/accounts';

const RATING_SLUGS = ['whats-not-working', 'who-am-i', 'where-am-i-now'] as const;
const PATTERN = ['2', '4', '1', '5', '3', '4', '2', '5', '1', '3'] as const;

function ratingAnswers(slug: (typeof RATING_SLUGS)[number]) {
  const definition = DEFINITIONS[slug] as RatingAssessmentDefinition;
  return Object.fromEntries(definition.items.map((item, i) => [item.question_id, PATTERN[i]!]));
}

const dialog = (page: Page) => page.getByRole('dialog');
// The machine is shared: the first route chunk and the first questions can take seconds to arrive.
const SLOW = { timeout: 15_000 };

async function rateAll(page: Page, from = 0) {
  for (let i = from; i < PATTERN.length; i += 1) {
    await expect.poll(() => dialog(page).getByText(`${i + 1} OF 10`).count(), SLOW).toBe(1);
    await dialog(page).getByRole('radio').nth(Number(PATTERN[i]) - 1).click();
    await dialog(page).getByRole('button', { name: i === PATTERN.length - 1 ? 'Submit' : 'Next' }).click();
  }
}

async function expectRatingResult(page: Page, slug: (typeof RATING_SLUGS)[number]) {
  const expected = scoreAssessment(DEFINITIONS[slug] as RatingAssessmentDefinition, ratingAnswers(slug));
  await expect.poll(() => dialog(page).getByText(MESSAGES.savingProgress).count(), SLOW).toBe(1);
  await expect.poll(() => dialog(page).getByText(expected.summary).count(), { timeout: 10_000 }).toBe(1);
  // The chart draws on a canvas, and its text alternative lists every score.
  await expect.poll(() => dialog(page).locator('figure canvas').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const cells = await dialog(page).locator('figure table tbody tr td').allTextContents();
  // What's Not Working lists the frustrations highest first, the order of its bars; the profiles keep question order.
  const shown = slug === 'whats-not-working' ? byScoreDescending(expected.dimensions) : expected.dimensions;
  expect(cells).toEqual(shown.map((d) => String(d.score)));
  return expected;
}

const THRIVE_TEXTS = ['Untangling data problems', 'Patience and clarity', 'Someone else’s work gets easier', 'A small honest team', 'Wanting to keep learning'];

async function writeAll(page: Page) {
  for (const [i, text] of THRIVE_TEXTS.entries()) {
    await expect.poll(() => dialog(page).getByText(`${i + 1} OF 5`).count(), SLOW).toBe(1);
    await dialog(page).getByRole('textbox', { name: 'Your answer' }).fill(text);
    await dialog(page).getByRole('button', { name: i === THRIVE_TEXTS.length - 1 ? 'Submit' : 'Next' }).click();
  }
}



describe.skipIf(!browserAvailable)('assessments in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(RATING_SLUGS)('%s end to end, anonymous', async (slug) => {
    const { context, page } = await openPage(browser, '/assessments');
    try {
      const title = { 'whats-not-working': "What's Not Working", 'who-am-i': 'Who Am I', 'where-am-i-now': 'Where Am I Now' }[slug];
      await page.getByRole('button', { name: `Start self-exploration: ${title}` }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('exercise'), SLOW).toBe(slug);
      await rateAll(page);
      await expectRatingResult(page, slug);
      // At desktop width the profiles are radars; What's Not Working is always bars.
      const kind = slug === 'whats-not-working' ? 'Bar' : 'Radar';
      expect(await dialog(page).locator('figure [role="img"]').getAttribute('aria-label')).toMatch(new RegExp(`^${kind} chart of your `));
    } finally {
      await context.close();
    }
  });

  it('What Makes Me Thrive end to end, anonymous, from the hero button', async () => {
    const { context, page } = await openPage(browser, '/assessments');
    try {
      await page.getByRole('button', { name: 'Craft My Career Pitch' }).click();
      await writeAll(page);
      const expected = formatThriveResult(Object.fromEntries(THRIVE_TEXTS.map((t, i) => [`thrive-0${i + 1}`, t])));
      for (const entry of expected.entries) {
        await expect.poll(() => dialog(page).getByText(entry.prompt, { exact: true }).count(), { timeout: 10_000 }).toBe(1);
        // Among the answers only: a job reason may quote a short answer word for word.
        const exactly = new RegExp(`^${entry.display.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
        expect(await dialog(page).locator('dd').filter({ hasText: exactly }).count()).toBe(1);
      }
      // Jobs that fit, from the built-in engine on the real catalogue: each reason quotes the user's own words.
      const jobs = dialog(page).getByRole('region', { name: 'Jobs that fit what makes you thrive' });
      await expect.poll(() => jobs.getByRole('link').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const reasons = await jobs.getByRole('list', { name: /^Why / }).first().getByRole('listitem').allTextContents();
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons) {
        const quoted = /^You wrote (.+), which matches /.exec(reason)?.[1] ?? '';
        expect(THRIVE_TEXTS.some((text) => text.toLowerCase().includes(quoted.toLowerCase()))).toBe(true);
      }
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await dialog(page).getByRole('button', { name: 'Copy text' }).click();
      await expect.poll(() => dialog(page).getByText(MESSAGES.textCopied).count(), SLOW).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("What's Not Working signed in: the result shown equals scoreAssessment's and is in the history", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
    try {
      await signIn(context);
      const page = await context.newPage();
      await page.goto('/assessments?exercise=whats-not-working');
      await rateAll(page);
      const expected = await expectRatingResult(page, 'whats-not-working');
      const history = await context.request.get('/api/assessment/history');
      const body = (await history.json()) as { attempts: { slug: string; scores: unknown }[] };
      expect(body.attempts).toHaveLength(1);
      expect(body.attempts[0]).toMatchObject({ slug: 'whats-not-working', scores: expected });
    } finally {
      await context.close();
    }
  });

  it('Where Am I Now by keyboard only', async () => {
    const { context, page } = await openPage(browser, '/assessments');
    try {
      await page.getByRole('button', { name: 'Start self-exploration: Where Am I Now' }).focus();
      await page.keyboard.press('Enter');
      for (let i = 0; i < PATTERN.length; i += 1) {
        await expect.poll(() => dialog(page).getByText(`${i + 1} OF 10`).count(), SLOW).toBe(1);
        // Focus is on the statement heading; the next tab stop is the rating group.
        await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), SLOW).toBe('H2');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Home');
        for (let step = 1; step < Number(PATTERN[i]); step += 1) await page.keyboard.press('ArrowRight');
        const target = i === PATTERN.length - 1 ? 'Submit' : 'Next';
        for (let tabs = 0; tabs < 4; tabs += 1) {
          await page.keyboard.press('Tab');
          if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === target) break;
        }
        await page.keyboard.press('Enter');
      }
      await expectRatingResult(page, 'where-am-i-now');
    } finally {
      await context.close();
    }
  });

  it('a reload in the middle keeps the exercise open and the answers given', async () => {
    const { context, page } = await openPage(browser, '/assessments?exercise=who-am-i');
    try {
      for (let i = 0; i < 3; i += 1) {
        await expect.poll(() => dialog(page).getByText(`${i + 1} OF 10`).count(), SLOW).toBe(1);
        await dialog(page).getByRole('radio').nth(Number(PATTERN[i]) - 1).click();
        await dialog(page).getByRole('button', { name: 'Next' }).click();
      }
      await page.reload();
      await expect.poll(() => dialog(page).getByText('4 OF 10').count(), { timeout: 15_000 }).toBe(1);
      await dialog(page).getByRole('button', { name: 'Back' }).click();
      expect(await dialog(page).getByRole('radio').nth(Number(PATTERN[2]) - 1).getAttribute('aria-checked')).toBe('true');
      await dialog(page).getByRole('button', { name: 'Next' }).click();
      await rateAll(page, 3);
      await expectRatingResult(page, 'who-am-i');
    } finally {
      await context.close();
    }
  });

  it('closing an exercise opened by a link gives focus to its start button, not to the page body', async () => {
    const { context, page } = await openPage(browser, '/assessments?exercise=where-am-i-now');
    try {
      await expect.poll(() => dialog(page).getByText('1 OF 10').count(), SLOW).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => new URL(page.url()).searchParams.get('exercise'), SLOW).toBeNull();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), SLOW).toBe('Start self-exploration: Where Am I Now');
    } finally {
      await context.close();
    }
  });

  it('axe finds nothing on the rating flow and its result', async () => {
    const { context, page } = await openPage(browser, '/assessments?exercise=whats-not-working');
    try {
      await expect.poll(() => dialog(page).getByText('1 OF 10').count(), { timeout: 15_000 }).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await rateAll(page);
      await expectRatingResult(page, 'whats-not-working');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(['who-am-i', 'what-makes-me-thrive'] as AssessmentSlug[])('%s at phone width: no sideways scrolling', async (slug) => {
    const { context, page } = await openPage(browser, `/assessments?exercise=${slug}`, viewports.phone);
    try {
      if (slug === 'what-makes-me-thrive') await writeAll(page);
      else {
        await rateAll(page);
        await expectRatingResult(page, 'who-am-i');
        // Ten long trait names do not fit around a radar on a phone (they were cut off): the profile is drawn as bars.
        expect(await dialog(page).locator('figure [role="img"]').getAttribute('aria-label')).toBe('Bar chart of your Who Am I scores, 1 to 5');
      }
      await expect.poll(() => dialog(page).getByRole('link', { name: 'Compare roles' }).first().isVisible(), { timeout: 10_000 }).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('saves ten results finished before signing in, one stamped by a clock running ahead, all to the account', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
    try {
      await signIn(context, 'Dorothy Vaughan');
      const definition = DEFINITIONS['where-am-i-now'] as RatingAssessmentDefinition;
      const answers = Object.fromEntries(definition.items.map((item) => [item.question_id, '4']));
      const day = (i: number) => new Date(Date.now() - (20 - i) * 86_400_000).toISOString();
      const results = Array.from({ length: 10 }, (_, i) => ({ slug: 'where-am-i-now', answers: { ...answers, 'now-01': String((i % 5) + 1) }, completedAt: day(i) }));
      results[9]!.completedAt = new Date(Date.now() + 3_600_000).toISOString();
      const page = await context.newPage();
      await page.goto('/about');
      await page.evaluate((value) => localStorage.setItem('waypoint.assessments.v1.anonymous-results', value), JSON.stringify(results));
      await page.goto('/assessments');
      await page.getByText('You finished 10 exercises on this browser before signing in.', { exact: false }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Save to my account' }).click();
      await page.getByText('Your 10 results are saved to your account.').waitFor({ timeout: 15_000 });
      const latest = (await (await context.request.get('/api/assessment/latest')).json()) as { exercises: { slug: string; completed: number; latest: { completed_at: string } }[] };
      expect(latest.exercises).toMatchObject([{ slug: 'where-am-i-now', completed: 10 }]);
      // The result from the fast clock is stamped with the time it was saved: the newest, and not in the future.
      expect(Date.parse(latest.exercises[0]!.latest.completed_at)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(latest.exercises[0]!.latest.completed_at)).toBeGreaterThan(Date.parse(day(8)));
    } finally {
      await context.close();
    }
  });
});
