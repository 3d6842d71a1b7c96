// The dashboard in Chromium keeps up with what the user did a moment ago in the same visit, without a reload: an
// assessment just finished, a skill match just run, a roadmap milestone just ticked, a practice answer and the jobs a
// career pitch just brought each show up when the user comes back through the header's "My dashboard". The app keeps
// server answers for 30 seconds, so without the invalidation each of these makes, a quick user saw the dashboard they
// had left.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSkillMatch, signIn } from './support/accounts';
import { axeViolations, baseUrl, browserAvailable, launchBrowser, viewports } from './support/browser';
import { tabTo } from './support/keyboard';

const SLOW = { timeout: 15_000 };
const path = (page: Page) => new URL(page.url()).pathname;

async function backToDashboard(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'My dashboard' }).click();
  await expect.poll(() => path(page)).toBe('/dashboard');
}

describe.skipIf(!browserAvailable)('dashboard freshness in Chromium', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows an assessment, a skill match, roadmap progress, practice and thrive jobs from moments ago when the user comes back to it', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
    try {
      await signIn(context, 'Mary Jackson');
      const page = await context.newPage();
      await page.goto('/dashboard');
      const dialog = page.getByRole('dialog');

      // An assessment, started from the dashboard's next step.
      await page.getByRole('region', { name: "Start with What's Not Working" }).getByRole('link', { name: "Start What's Not Working" }).click(SLOW);
      for (let i = 0; i < 10; i += 1) {
        await expect.poll(() => dialog.getByText(`${i + 1} OF 10`).count(), SLOW).toBe(1);
        await dialog.getByRole('radio').nth(i % 5).click();
        await dialog.getByRole('button', { name: i === 9 ? 'Submit' : 'Next' }).click();
      }
      await dialog.getByRole('heading', { name: /result$/ }).waitFor(SLOW);
      await dialog.getByRole('button', { name: 'Close exercise' }).click();
      await backToDashboard(page);
      // The next step moves on to the exercise the result screen offered.
      await page.getByRole('region', { name: 'Next exercise: Who Am I' }).waitFor(SLOW);

      // A skill match, from the dashboard's reports card.
      await page.getByRole('region', { name: 'Skill-match reports' }).getByRole('link', { name: 'Run a skill match' }).click();
      await page.getByRole('link', { name: 'Analyze skill match' }).click(SLOW);
      await page.getByLabel('Current role').selectOption('Graphic Designer');
      await page.getByLabel('Level').selectOption('middle');
      await page.getByLabel('Company size').selectOption('10-100');
      await page.getByRole('button', { name: 'Analyse' }).click();
      await page.getByText('2 OF 5').waitFor();
      await page.getByRole('group', { name: 'Suggested hard skills' }).getByRole('button').first().click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('3 OF 5').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('4 OF 5').waitFor();
      await page.getByLabel('Desired role').selectOption('UX Designer');
      await page.getByLabel('Level').selectOption('senior');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText('5 OF 5').waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: 'Future you' }).waitFor(SLOW);
      await backToDashboard(page);
      const reports = page.getByRole('region', { name: 'Skill-match reports' });
      await reports.getByRole('link', { name: 'Open the report' }).waitFor(SLOW);
      expect(await reports.getByRole('link', { name: 'Open the report' }).count()).toBe(1);

      // A roadmap, prefilled from that skill match; a milestone ticked there is progress here.
      await page.getByRole('region', { name: 'Roadmap', exact: true }).getByRole('link', { name: 'Build one' }).click();
      await expect.poll(() => page.getByLabel('Target role').inputValue(), SLOW).toBe('UX Designer');
      await page.getByRole('button', { name: 'Build my roadmap' }).click();
      const saved = page.waitForResponse((r) => r.url().includes('/api/roadmap/milestones/') && r.request().method() === 'PATCH');
      // The box is ticked once the app has taken the click (optimistically, before the server answers).
      const box = page.getByRole('checkbox').first();
      await box.click(SLOW);
      await expect.poll(() => box.isChecked()).toBe(true);
      expect((await saved).status()).toBe(200);
      await backToDashboard(page);
      await page.getByText(/^1 of \d+ milestones done$/).first().waitFor(SLOW);

      // A practice answer, from the dashboard's practice card.
      const practice = page.getByRole('region', { name: 'Practice' });
      await practice.getByRole('link', { name: 'Try a scenario' }).click();
      await page.getByRole('link', { name: /^Practise this: / }).first().click(SLOW);
      await page.getByRole('textbox', { name: 'Your answer' }).fill('I would thank them, name what I delivered and what it saved, and propose a review in six months.');
      await page.getByRole('button', { name: 'Get feedback' }).click();
      await page.getByRole('region', { name: 'Your feedback' }).waitFor(SLOW);
      await backToDashboard(page);
      await practice.getByText(/^1 attempt; latest scored /).waitFor(SLOW);

      // The career pitch: its result lists jobs, and the dashboard keeps the latest of them.
      const jobs = page.getByRole('region', { name: 'Jobs that fit what makes you thrive' });
      await jobs.getByRole('link', { name: 'What Makes Me Thrive' }).click();
      const pitch = ['Untangling data problems', 'Patience and clarity', 'Someone else’s work gets easier', 'A small honest team', 'Wanting to keep learning'];
      for (const [i, text] of pitch.entries()) {
        await expect.poll(() => dialog.getByText(`${i + 1} OF 5`).count(), SLOW).toBe(1);
        await dialog.getByRole('textbox', { name: 'Your answer' }).fill(text);
        await dialog.getByRole('button', { name: i === pitch.length - 1 ? 'Submit' : 'Next' }).click();
      }
      const found = dialog.getByRole('region', { name: 'Jobs that fit what makes you thrive' });
      await expect.poll(() => found.getByRole('link').count(), SLOW).toBeGreaterThan(0);
      const first = await found.getByRole('link').first().textContent();
      await dialog.getByRole('button', { name: 'Close exercise' }).click();
      await backToDashboard(page);
      await expect.poll(() => jobs.getByRole('link').first().textContent(), SLOW).toBe(first);
    } finally {
      await context.close();
    }
    // Five journeys in one visit (~12 s on an idle machine): 120 s instead of the suite's 60, for a busy CI host.
  }, 120_000);

  it('lists more reports than a page by keyboard: all of them counted, the older ones loaded on demand; axe clean at phone width', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
    try {
      await signIn(context, 'Katherine Johnson');
      // One more than the API's page of 100.
      for (let i = 0; i < 101; i += 1) await saveSkillMatch(context);
      const page = await context.newPage();
      await page.goto('/dashboard');
      const reports = page.getByRole('region', { name: 'Skill-match reports' });
      const toggle = reports.getByRole('button', { name: 'Show all 101 reports' });
      await toggle.waitFor(SLOW);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await reports.getByText('Showing 100 of 101.').waitFor(SLOW);
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Show older reports');
      await page.keyboard.press('Enter');
      await expect.poll(() => reports.getByRole('link', { name: 'Open the report' }).count(), SLOW).toBe(101);
      // Focus is on the report that came in, the oldest, and the button that loaded it is gone.
      const focused = () => [...document.querySelectorAll('#skill-match-report-list h3')].indexOf(document.activeElement as Element);
      await expect.poll(() => page.evaluate(focused)).toBe(100);
      expect(await reports.getByRole('button', { name: 'Show older reports' }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("lists every result of an exercise by keyboard, a page at a time, newest first; axe clean at phone width", async () => {
    const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
    try {
      await signIn(context, 'Dorothy Vaughan');
      const questions = (await (await context.request.get('/api/assessment/by-title?title=Who%20Am%20I')).json()) as { questions: { question_id: string }[] };
      // 23 results a day apart, saved as results made before signing in are: one more page than the list's 20.
      const results = Array.from({ length: 23 }, (_, i) => ({
        slug: 'who-am-i',
        answers: questions.questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'scale', selection: String((i % 5) + 1) } })),
        completed_at: new Date(Date.UTC(2026, 0, 1 + i, 9)).toISOString(),
      }));
      for (let i = 0; i < results.length; i += 8) {
        const saved = await context.request.post('/api/assessment/import', { headers: { origin: baseUrl }, data: { results: results.slice(i, i + 8) } });
        expect(saved.status()).toBe(201);
      }
      const page = await context.newPage();
      await page.goto('/dashboard');
      const toggle = page.getByRole('button', { name: 'Show all 23 results' });
      await toggle.waitFor(SLOW);
      await toggle.focus();
      await page.keyboard.press('Enter');
      const list = page.getByRole('list', { name: 'Who Am I: every result, newest first' });
      await list.waitFor(SLOW);
      await page.getByText('Showing 20 of 23.').waitFor(SLOW);
      expect(await list.getByRole('heading', { level: 4 }).first().textContent()).toMatch(/^23 Jan 2026, \d\d:00$/);
      // Past each result's own Delete button.
      await tabTo(page, 'Show older results', 25);
      await page.keyboard.press('Enter');
      await expect.poll(() => list.getByRole('heading', { level: 4 }).count(), SLOW).toBe(23);
      // Focus is on the first result that came in, the 21st newest.
      const focused = () => [...document.querySelectorAll('#history-who-am-i h4')].indexOf(document.activeElement as Element);
      await expect.poll(() => page.evaluate(focused)).toBe(20);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('deletes a result by keyboard after a confirm step; the note takes focus and the card shows the one left; axe clean', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
    try {
      await signIn(context, 'Mary Winston Jackson');
      const questions = (await (await context.request.get('/api/assessment/by-title?title=Who%20Am%20I')).json()) as { questions: { question_id: string }[] };
      const results = [3, 4].map((day) => ({
        slug: 'who-am-i',
        answers: questions.questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'scale', selection: String(day) } })),
        completed_at: new Date(Date.UTC(2026, 0, day, 9)).toISOString(),
      }));
      const saved = await context.request.post('/api/assessment/import', { headers: { origin: baseUrl }, data: { results } });
      expect(saved.status()).toBe(201);
      const page = await context.newPage();
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Show all 2 results' }).waitFor(SLOW);
      await tabTo(page, 'Show all 2 results');
      await page.keyboard.press('Enter');
      await page.getByRole('list', { name: 'Who Am I: every result, newest first' }).waitFor(SLOW);
      await tabTo(page, /^Delete result: Who Am I, 4 Jan 2026, \d\d:00$/);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete this result?' });
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await tabTo(page, 'Delete result', 5);
      await page.keyboard.press('Enter');

      const note = page.getByText('Result deleted.');
      await note.waitFor(SLOW);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Result deleted\. Who Am I, 4 Jan 2026, \d\d:00 is no longer kept\.$/);
      // The one left is the latest and only result; the server holds just that one.
      await page.getByText(/Latest on 3 Jan 2026 · first attempt/).waitFor(SLOW);
      const history = (await (await context.request.get('/api/assessment/history')).json()) as { attempts: { completed_at: string }[] };
      expect(history.attempts.map((a) => a.completed_at)).toEqual([results[0]!.completed_at]);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('says when the connection drops, and "Try again" by keyboard brings the dashboard back (phone width)', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
    try {
      await signIn(context, 'Dorothy Vaughan');
      const page = await context.newPage();
      // The browser's own network failure for the dashboard's reads; signing in and the page itself still load.
      const dropped = '**/api/assessment/latest';
      await page.route(dropped, (route) => route.abort('internetdisconnected'));
      await page.goto('/dashboard');
      const alert = page.getByRole('alert');
      // Failed reads are retried twice (1 s, then 2 s) before the page says so.
      await alert.waitFor(SLOW);
      expect(await alert.textContent()).toBe('We could not load your dashboard. We could not reach Waypoint. Check your connection.');
      expect(await axeViolations(page)).toEqual([]);

      await page.unroute(dropped);
      await tabTo(page, 'Try again');
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: "Start with What's Not Working" }).waitFor(SLOW);
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});
