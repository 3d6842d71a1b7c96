// The coaching features in Chromium against the production build: an anonymous roadmap (plan, tick, reload keeps the
// tick), the practice gym (answer -> feedback quoting the user's words), a typical day for a searched occupation, and
// the dashboard signed in. Each page is checked with axe and at phone width for sideways overflow.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, browserAvailable, launchBrowser, openPage, viewports } from './support/browser';
import { createConfirmedUser, signIn } from './support/accounts';
import { activeName, tabTo } from './support/keyboard';



async function expectNoSidewaysOverflow(browser: Browser, path: string) {
  const { context, page } = await openPage(browser, path, viewports.phone);
  try {
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  } finally {
    await context.close();
  }
}

const THRIVE_ANSWERS = ['Analysing data and building statistical models', 'Patience', 'Clear reports', 'A curious team', 'Learning new methods'];

const count = (page: Page, text: string | RegExp) => page.getByText(text).count();

describe.skipIf(!browserAvailable)('coaching features in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('anonymous roadmap: plan, tick a milestone, reload keeps the tick, signing in keeps the plan; axe clean', async () => {
    const { context, page } = await openPage(browser, '/roadmap');
    try {
      await expect.poll(() => count(page, /No plan yet\./)).toBe(1);
      await page.getByLabel('Current role').fill('Paralegal');
      await page.getByLabel('Target role').fill('Lawyer');
      await page.getByLabel('Hours per week').fill('2');
      await page.getByLabel('Target date (optional)').fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
      await page.getByRole('button', { name: 'Build my roadmap' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'From Paralegal to Lawyer' }).count(), { timeout: 15_000 }).toBe(1);
      // Two hours a week cannot reach a target two weeks away.
      await expect.poll(() => count(page, /The target date cannot be met at 2 hours a week/)).toBe(1);
      // And the law degree is said up front: skills alone do not make a lawyer.
      expect(await count(page, /Lawyer usually asks for more preparation than Paralegal: a graduate degree/)).toBe(1);
      const boxes = page.getByRole('checkbox');
      expect(await boxes.count()).toBeGreaterThan(0);
      const name = await boxes.first().getAttribute('aria-label');
      await boxes.first().check();
      expect(await axeViolations(page)).toEqual([]);
      await page.reload();
      await expect.poll(() => page.getByRole('checkbox', { name: name! }).isChecked(), { timeout: 10_000 }).toBe(true);

      // Signing in keeps it, as the page promised: offered to the new account, saved there with its tick.
      await signIn(context, 'Ruth Bader');
      await page.goto('/roadmap');
      const offer = page.getByRole('region', { name: 'Keep the plan you made before signing in?' });
      await expect.poll(() => offer.count(), { timeout: 15_000 }).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await offer.getByRole('button', { name: 'Keep it in my account' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'From Paralegal to Lawyer' }).count(), { timeout: 15_000 }).toBe(1);
      const saved = (await (await context.request.get('/api/roadmap')).json()) as { milestones: { done: boolean }[] };
      expect(saved.milestones[0]!.done).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("roadmap from a retail worker's own words: the unknown role is shown at its field with roles to pick; a pick builds the plan; axe clean", async () => {
    const { context, page } = await openPage(browser, '/roadmap', viewports.phone);
    try {
      const current = page.getByLabel('Current role');
      await current.fill('Retail sales associate');
      await page.getByLabel('Target role').fill('Project Manager');
      await page.getByRole('button', { name: 'Build my roadmap' }).click();
      const suggestions = page.getByRole('list', { name: 'Roles we know' });
      await expect.poll(() => suggestions.count(), { timeout: 15_000 }).toBe(1);
      expect(await current.getAttribute('aria-invalid')).toBe('true');
      expect(await current.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await count(page, /We don't know the role "Retail sales associate"\. Did you mean Retail Salesperson/)).toBe(1);
      // Not the skill match's eight tech roles: nothing there is a retail job.
      expect(await count(page, /Software Engineer, UX Designer/)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // Side by side on a wide screen, the message and picks under one field leave its neighbour's box as it was.
      await page.setViewportSize(viewports.desktop);
      const boxHeight = async (label: string) => (await page.getByLabel(label).boundingBox())!.height;
      expect(await boxHeight('Target role')).toBe(await boxHeight('Hours per week'));
      await page.setViewportSize(viewports.phone);
      await suggestions.getByRole('button', { name: 'Retail Salesperson' }).click();
      expect(await current.inputValue()).toBe('Retail Salesperson');
      await page.getByRole('button', { name: 'Build my roadmap' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'From Retail Salesperson to Project Manager' }).count(), { timeout: 15_000 }).toBe(1);
      // Practice links sit on soft-skill milestones only, never on a tool or a knowledge area.
      for (const item of await page.getByRole('list', { name: 'Milestones' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).all()) {
        const title = (await item.getByRole('heading', { level: 3 }).textContent()) ?? '';
        const practice = await item.getByRole('link', { name: /practice gym/ }).count();
        if (/Learn the tools|Lay the foundations|Build core skills/.test(title)) expect(practice, title).toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  it('roadmap by keyboard only: build a plan, land on it, tick a milestone; signed in, the box keeps focus while saving', async () => {
    const { context, page } = await openPage(browser, '/roadmap');
    try {
      await page.getByLabel('Current role').waitFor();
      await tabTo(page, /^Current role$/);
      await page.keyboard.type('Teacher');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Data Scientist');
      await page.keyboard.press('Enter');
      await expect.poll(() => activeName(page), { timeout: 15_000 }).toBe('From Teacher to Data Scientist');
      await tabTo(page, /^Done: /);
      await page.keyboard.press('Space');
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
    } finally {
      await context.close();
    }

    const signedIn = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
    try {
      await signIn(signedIn, 'Katherine Johnson');
      const plan = await signedIn.request.post('/api/roadmap', { headers: { origin: baseUrl }, data: { currentRole: 'Teacher', targetRole: 'Data Scientist', hoursPerWeek: 5 } });
      expect(plan.status()).toBe(200);
      const page = await signedIn.newPage();
      await page.goto('/roadmap');
      await page.getByRole('checkbox').first().waitFor({ timeout: 15_000 });
      await tabTo(page, /^Done: /);
      const box = await activeName(page);
      const saved = page.waitForResponse((r) => r.url().includes('/api/roadmap/milestones/') && r.request().method() === 'PATCH');
      await page.keyboard.press('Space');
      expect((await saved).status()).toBe(200);
      await expect.poll(() => page.getByRole('checkbox', { name: box! }).isChecked()).toBe(true);
      expect(await activeName(page)).toBe(box);
    } finally {
      await signedIn.close();
    }
  });

  it('deletes a signed-in plan by keyboard after confirming: the note saying so has focus, the dashboard has no roadmap; axe clean', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
    try {
      await signIn(context, 'Evelyn Boyd Granville');
      const plan = await context.request.post('/api/roadmap', { headers: { origin: baseUrl }, data: { currentRole: 'Teacher', targetRole: 'Data Scientist', hoursPerWeek: 5 } });
      expect(plan.status()).toBe(200);
      const page = await context.newPage();
      await page.goto('/roadmap');
      await page.getByRole('heading', { name: 'From Teacher to Data Scientist' }).waitFor({ timeout: 15_000 });
      await tabTo(page, 'Delete plan', 80);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Delete this plan?' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // "Keep it" comes first; the dialog's own Delete plan is the next stop.
      await tabTo(page, 'Delete plan', 5);
      await page.keyboard.press('Enter');
      await expect.poll(() => activeName(page)).toMatch(/^Plan deleted\. Your plan to Data Scientist is no longer kept\./);
      expect(await axeViolations(page)).toEqual([]);
      expect((await context.request.get('/api/roadmap')).status()).toBe(404);
      await page.goto('/dashboard');
      await page.getByText('No roadmap yet.').waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });

  it('past practice attempts by keyboard: one opens to its answer and feedback, one is deleted after confirming (the note saying so has focus), one is practised again; axe clean', async () => {
    const context = await browser.newContext({ viewport: viewports.phone, baseURL: baseUrl });
    try {
      await signIn(context, 'Gladys West');
      for (const answer of ['First, thank you for the review. I led 3 projects this year. I propose a 6% raise; can we agree by Friday?', 'I would like to talk about my salary: this year I trained four new colleagues.']) {
        const saved = await context.request.post('/api/practice/attempts', { headers: { origin: baseUrl }, data: { scenarioId: 'negotiation-raise', answer } });
        expect(saved.status(), await saved.text()).toBe(200);
      }
      const page = await context.newPage();
      await page.goto('/practice-gym');
      const history = page.getByRole('region', { name: 'Your practice' });
      await expect.poll(() => history.getByRole('button', { name: /^Delete attempt: / }).count(), { timeout: 15_000 }).toBe(2);
      // A past attempt opens to the answer as written and its feedback, by keyboard too.
      await tabTo(page, /^Your answer and feedback: Negotiate a raise, /, 120);
      await page.keyboard.press('Enter');
      await history.getByText('I would like to talk about my salary: this year I trained four new colleagues.', { exact: true }).first().waitFor();
      expect(await history.getByRole('heading', { level: 5, name: 'One thing to try next time' }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await tabTo(page, /^Delete attempt: Negotiate a raise, /, 40);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Delete this attempt?' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // "Keep it" comes first; the dialog's own Delete attempt is the next stop.
      await tabTo(page, /^Delete attempt$/, 5);
      await page.keyboard.press('Enter');
      await expect.poll(() => activeName(page), { timeout: 15_000 }).toMatch(/^Attempt deleted\. Negotiate a raise, .* is no longer kept/);
      expect(await history.getByRole('button', { name: /^Delete attempt: / }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      const left = await (await context.request.get('/api/practice/attempts')).json();
      expect(left.total).toBe(1);
      const progress = await (await context.request.get('/api/practice/progress')).json();
      expect(progress.skills.find((s: { skill: string }) => s.skill === 'negotiation').attempts).toBe(1);
      // "Practise again" opens the scenario at the top of the page, its heading focused.
      await tabTo(page, 'Practise again: Negotiate a raise', 10);
      await page.keyboard.press('Enter');
      await expect.poll(() => activeName(page)).toBe('Negotiate a raise');
      expect(await page.evaluate(() => document.activeElement!.getBoundingClientRect().top)).toBeLessThan(viewports.phone.height / 2);
    } finally {
      await context.close();
    }
  });

  it('practice gym by keyboard alone: answer a scenario (kept over a reload) and get feedback quoting the answer; axe clean', async () => {
    const { context, page } = await openPage(browser, '/practice-gym');
    try {
      await expect.poll(() => page.getByRole('link', { name: /^Practise this: / }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await tabTo(page, /^Practise this: /, 80);
      await page.keyboard.press('Enter');
      const answer =
        'First, I would thank my manager for the meeting. Then I would explain that I delivered the new reporting tool two weeks early, which saved the team ten hours a week. I understand the budget is tight, so I propose we agree on a 5% raise and review it in six months.';
      await page.getByRole('textbox', { name: 'Your answer' }).waitFor();
      await tabTo(page, /^Your answer$/);
      await page.keyboard.type(answer);
      // A reload (or a link followed by mistake) keeps the unfinished answer.
      await page.reload();
      const field = page.getByRole('textbox', { name: 'Your answer' });
      await field.waitFor();
      expect(await field.inputValue()).toBe(answer);
      await tabTo(page, /^Your answer$/, 80);
      await tabTo(page, /^Get feedback$/, 5);
      await page.keyboard.press('Enter');
      const feedback = page.getByRole('region', { name: 'Your feedback' });
      await expect.poll(() => feedback.count(), { timeout: 15_000 }).toBe(1);
      const quotes = await feedback.locator('blockquote').allTextContents();
      expect(quotes.length).toBeGreaterThan(0);
      for (const quote of quotes) expect(answer).toContain(quote.trim());
      expect(await count(page, /not saved/)).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a visitor who logs in from a practice answer comes back to it, unfinished words kept, and the answer is saved', async () => {
    const { email, password } = await createConfirmedUser('Annie Easley');
    const { context, page } = await openPage(browser, '/practice-gym?scenario=negotiation-raise', viewports.phone);
    try {
      const field = page.getByRole('textbox', { name: 'Your answer' });
      await field.fill('I would like to talk about my salary, because this year I took on');
      await page.getByRole('article').getByRole('link', { name: 'log in', exact: true }).click();
      await page.getByRole('heading', { name: 'Log in to your account' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('I am not a robot').check();
      await expect.poll(() => page.getByText('Verified').count(), { timeout: 20_000 }).toBe(1);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`, { timeout: 15_000 }).toBe('/practice-gym?scenario=negotiation-raise');
      await field.waitFor();
      expect(await field.inputValue()).toBe('I would like to talk about my salary, because this year I took on');
      await field.press('End');
      await field.pressSequentially(' the onboarding of four new colleagues.');
      await page.getByRole('button', { name: 'Get feedback' }).click();
      await page.getByRole('region', { name: 'Your feedback' }).waitFor({ timeout: 15_000 });
      // Saved to the account now: it is in the history, and the visitor's note is gone.
      expect(await count(page, /not saved/)).toBe(0);
      const history = page.getByRole('region', { name: 'Your practice' });
      await expect.poll(() => history.getByText('Negotiate a raise').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('typical day by keyboard alone: search an occupation and see its day plan; axe clean', async () => {
    const { context, page } = await openPage(browser, '/typical-day');
    try {
      await page.getByLabel('Search an occupation').waitFor();
      await tabTo(page, /^Search an occupation$/);
      await page.keyboard.type('data');
      const results = page.getByRole('list', { name: 'Occupations' }).getByRole('button');
      await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      const first = (await results.first().textContent())!.trim();
      await tabTo(page, first, 5);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('heading', { name: /: a typical day$/ }).count(), { timeout: 10_000 }).toBe(1);
      expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
      expect(await page.locator('#day-plan ol li').count()).toBeGreaterThan(0);
      // The practice link names its scenario (the title arrives with the scenario list).
      const practice = page.getByRole('link', { name: /^Practise a conversation from this job: “.+”$/ });
      await expect.poll(() => practice.count(), { timeout: 10_000 }).toBe(1);
      expect(await practice.getAttribute('href')).toMatch(/^\/practice-gym\?scenario=/);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('dashboard: a visitor is asked to log in; signed in it shows the next step, the roadmap progress and job recommendations; axe clean', async () => {
    const visitor = await openPage(browser, '/dashboard');
    try {
      await expect.poll(() => visitor.page.getByRole('heading', { name: 'Log in to see your dashboard' }).count(), { timeout: 10_000 }).toBe(1);
      expect(await axeViolations(visitor.page)).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
    try {
      await signIn(context, 'Grace Hopper');
      const page = await context.newPage();
      await page.goto('/dashboard');
      const next = page.getByRole('region', { name: "Start with What's Not Working" });
      await expect.poll(() => next.getByRole('link', { name: "Start What's Not Working" }).count(), { timeout: 15_000 }).toBe(1);
      expect(await count(page, /No roadmap yet\./)).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      // A saved roadmap shows up as progress on the dashboard.
      const plan = await context.request.post('/api/roadmap', { headers: { origin: baseUrl }, data: { currentRole: 'Marketing Manager', targetRole: 'Data Scientist', hoursPerWeek: 5 } });
      expect(plan.status()).toBe(200);
      await page.reload();
      await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => count(page, /^0 of \d+ milestones done$/)).toBeGreaterThan(0);

      // Thrive answers bring job recommendations, each linking to its career page.
      const thrive = await context.request.post('/api/assessment/import', {
        headers: { origin: baseUrl },
        data: { results: [{ slug: 'what-makes-me-thrive', answers: THRIVE_ANSWERS.map((text, i) => ({ question_id: `thrive-0${i + 1}`, answer_data: { type: 'text', text } })) }] },
      });
      expect(thrive.status(), await thrive.text()).toBe(201);
      await page.reload();
      const jobs = page.getByRole('region', { name: 'Jobs that fit what makes you thrive' });
      await expect.poll(() => jobs.getByRole('link').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await jobs.getByRole('link').first().getAttribute('href')).toMatch(/^\/careers\/\d{2}-\d{4}\.\d{2}$/);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a chart drawn on a desktop shrinks with the window: the practice history at phone width has no sideways overflow', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl });
    try {
      await signIn(context, 'Katherine Johnson');
      const attempt = await context.request.post('/api/practice/attempts', {
        headers: { origin: baseUrl },
        data: { scenarioId: 'communication-explain-delay', answer: 'First, I will tell the client today that the report is late because the data arrived a week late. I propose we send it by Friday.' },
      });
      expect(attempt.status(), await attempt.text()).toBe(200);
      const page = await context.newPage();
      await page.goto('/practice-gym');
      const history = page.getByRole('region', { name: 'Your practice' });
      await expect.poll(() => history.locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      // A phone turned sideways and back, or a window dragged narrower: the chart was stuck at its first width.
      // echarts-for-react skips the first size report after drawing (it would cancel the opening animation): a resize
      // within that moment is swallowed by the library, so the window changes once the chart has settled.
      await page.waitForTimeout(500);
      await page.setViewportSize(viewports.phone);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { timeout: 5_000 }).toBeLessThanOrEqual(0);
      expect((await history.locator('canvas').first().boundingBox())!.width).toBeLessThanOrEqual(viewports.phone.width);
    } finally {
      await context.close();
    }
  });

  it.each(['/roadmap', '/practice-gym', '/typical-day?code=15-2051.00', '/dashboard'])('%s has no sideways overflow at phone width', async (path) => {
    await expectNoSidewaysOverflow(browser, path);
  });
});
