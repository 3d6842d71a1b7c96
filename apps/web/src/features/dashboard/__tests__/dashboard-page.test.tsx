import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../dashboard-page';
import { renderPage, SIGNED_IN } from '../../../test/render-page';
import { finishedResult, storeResults } from '../../../test/stored-results';

// See the roadmap tests: the generated client with an absolute base, calling the stubbed fetch.
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

afterEach(() => window.localStorage.clear());

const attempt = (completed_at: string, scores: [number, number], slug = 'whats-not-working', title = 'What Is Not Working', names: [string, string] = ['Workload', 'Recognition']) => ({
  assessment_id: 'a',
  attempt_id: completed_at,
  complete: true,
  completed_at,
  started_at: completed_at,
  encouragement: null,
  source: 'live',
  slug,
  title,
  thrive: null,
  scores: {
    answered: 10,
    complete: true,
    dimensions: [
      { dimension: names[0], raw: scores[0], score: scores[0] },
      { dimension: names[1], raw: scores[1], score: scores[1] },
    ],
    flat: false,
    missing: [],
    note: '',
    slug,
    strongest: [],
    summary: `${names[0]} stands out.`,
    title,
    total: scores[0] + scores[1],
    weakest: [],
  },
});

type Attempt = Omit<ReturnType<typeof attempt>, 'scores' | 'thrive'> & { scores: unknown; thrive: unknown };
/** One exercise as GET /api/assessment/latest answers it. */
const exercise = (latest: Attempt, previous: Attempt | null = null, completed = previous ? 2 : 1) => ({ slug: latest.slug, title: latest.title, completed, latest, previous });
const latest = (...exercises: ReturnType<typeof exercise>[]) => ({ 'GET /api/assessment/latest': () => Response.json({ exercises }) });

/** One page of GET /api/skillmatch/reports. */
const reportPage = (reports: unknown[], total = reports.length, next_before: string | null = null) => Response.json({ reports, total, next_before });
const report = (n: number) => ({
  report_id: `r-${n}`,
  current_role: 'Graphic Designer',
  desired_role: `Role ${n}`,
  percent: 40 + (n % 50),
  created_at: '2026-11-20T10:00:00.000Z',
});

const empty = {
  ...latest(),
  'GET /api/skillmatch/reports': () => reportPage([]),
  'GET /api/practice/attempts': () => Response.json({ attempts: [], total: 0, nextBefore: null }),
};

describe('the dashboard', () => {
  it('asks a visitor to log in or sign up, and points to an anonymous assessment', async () => {
    const { calls } = renderPage('/dashboard', <DashboardPage />, empty);
    const prompt = await screen.findByRole('region', { name: 'Log in to see your dashboard' });
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fdashboard');
    expect(within(prompt).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(prompt).getByRole('link', { name: 'try an assessment' })).toHaveAttribute('href', '/assessments');
    expect(calls.every((c) => c.url === '/api/check-auth')).toBe(true);
  });

  it("with nothing yet: the next step is What's Not Working and every section says what to do", async () => {
    renderPage('/dashboard', <DashboardPage />, empty, SIGNED_IN);
    const next = await screen.findByRole('region', { name: "Start with What's Not Working" });
    expect(within(next).getByRole('link', { name: "Start What's Not Working" })).toHaveAttribute('href', '/assessments?exercise=whats-not-working');
    expect(screen.getByText(/No results yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take an assessment again' })).not.toBeInTheDocument();
    expect(screen.getByText(/No reports yet\./)).toBeInTheDocument();
    expect(screen.getByText(/No roadmap yet\./)).toBeInTheDocument();
    expect(await screen.findByText(/No practice yet\./)).toBeInTheDocument();
    expect(await screen.findByText(/No recommendations yet\./)).toBeInTheDocument();
  });

  it('says the dashboard could not load while the database is down, and "Try again" reads every failed part again', async () => {
    let down = true;
    const unavailable = () => Response.json({ code: 'DATABASE_UNAVAILABLE', detail: 'The service is briefly unavailable; please retry in a few seconds.', request_id: 'r' }, { status: 503 });
    const reports = [{ report_id: 'r-1', current_role: 'Graphic Designer', desired_role: 'UX Designer', percent: 42, created_at: '2026-11-20T10:00:00.000Z' }];
    const { user } = renderPage(
      '/dashboard',
      <DashboardPage />,
      {
        ...empty,
        'GET /api/assessment/latest': () => (down ? unavailable() : Response.json({ exercises: [exercise(attempt('2026-02-01T10:00:00.000Z', [4, 2]))] })),
        'GET /api/skillmatch/reports': () => (down ? unavailable() : reportPage(reports)),
      },
      SIGNED_IN,
    );
    // A 5xx is retried twice (1 s, then 2 s) before the page gives up (within the 10 s a wait gets).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your dashboard. The service is briefly unavailable; please retry in a few seconds.',
    );
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Graphic Designer to UX Designer' })).toBeInTheDocument();
    expect(screen.queryByText(/No results yet\./)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 15_000);

  it('says when this browser holds results finished before signing in, and where to save them (D2)', async () => {
    // A third, stored half-answered, could never be saved: it is not counted.
    const { ['who-01']: _missing, ...incomplete } = finishedResult('who-am-i').answers;
    storeResults([finishedResult('who-am-i'), finishedResult('where-am-i-now'), { ...finishedResult('who-am-i'), answers: incomplete }]);
    const first = renderPage('/dashboard', <DashboardPage />, empty, SIGNED_IN);
    // Nothing saved yet: saving them is the next step (not "Start with What's Not Working").
    const next = await screen.findByRole('region', { name: 'Save the results you finished' });
    expect(next).toHaveTextContent('You finished 2 exercises on this browser before signing in.');
    expect(within(next).getByRole('link', { name: 'Save my results' })).toHaveAttribute('href', '/assessments');
    first.unmount();

    // With results saved, the step moves on and a notice keeps the unsaved ones in view.
    renderPage('/dashboard', <DashboardPage />, { ...empty, ...latest(exercise(attempt('2026-02-01T10:00:00.000Z', [4, 2]))) }, SIGNED_IN);
    const notice = await screen.findByRole('region', { name: 'Results not in your account yet' });
    expect(notice).toHaveTextContent('You finished 2 exercises on this browser before signing in.');
    expect(within(notice).getByRole('link', { name: 'Save them to your account' })).toHaveAttribute('href', '/assessments');
  });

  it("shows the roadmap's progress and finish date, and once every milestone is done says so instead", async () => {
    const step = (id: string, done: boolean) => ({ id, title: id, skills: [id], resources: [], practiceScenarioId: null, checkpoint: 'x', hours: 10, weeks: 2, done });
    const roadmap = (milestones: ReturnType<typeof step>[]) => ({
      currentRole: 'Teacher',
      targetRole: 'Data Analyst',
      targetCode: '15-2051.01',
      hoursPerWeek: 5,
      targetDate: null,
      startDate: '2026-11-02',
      milestones,
      totalHours: 10,
      totalWeeks: 2,
      finishDate: '2026-11-16',
      engine: 'builtin',
    });
    const going = renderPage('/dashboard', <DashboardPage />, { ...empty, 'GET /api/roadmap': () => Response.json(roadmap([step('a', true), step('b', false)])) }, SIGNED_IN);
    const section = await screen.findByRole('region', { name: 'Roadmap' });
    expect(await within(section).findByText('Teacher to Data Analyst')).toBeInTheDocument();
    expect(within(section).getByText(/^Finish date at your pace: /)).toBeInTheDocument();
    going.unmount();

    renderPage('/dashboard', <DashboardPage />, { ...empty, 'GET /api/roadmap': () => Response.json({ ...roadmap([step('a', true), step('b', true)]), totalHours: 0, totalWeeks: 0 }) }, SIGNED_IN);
    const finished = await screen.findByRole('region', { name: 'Roadmap' });
    expect(await within(finished).findByText('Every milestone is done.')).toBeInTheDocument();
    expect(within(finished).queryByText(/Finish date/)).not.toBeInTheDocument();
  });

  it('lists saved skill-match reports, each opened in the app or downloaded as a PDF', async () => {
    const reports = [{ report_id: 'r-1', current_role: 'Graphic Designer', desired_role: 'UX Designer', percent: 42, created_at: '2026-11-20T10:00:00.000Z' }];
    renderPage('/dashboard', <DashboardPage />, { ...empty, 'GET /api/skillmatch/reports': () => reportPage(reports) }, SIGNED_IN);
    const section = await screen.findByRole('region', { name: 'Skill-match reports' });
    expect(await within(section).findByRole('heading', { level: 3, name: 'Graphic Designer to UX Designer' })).toBeInTheDocument();
    expect(within(section).getByText('42% match · 20 Nov 2026')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', '/skillmatch/reports/r-1');
    expect(within(section).getByRole('link', { name: 'Download it (PDF)' })).toHaveAttribute('href', '/api/skillmatch/reports/r-1/pdf');
  });

  it('shows the latest 3 reports and the rest behind a toggle', async () => {
    const reports = Array.from({ length: 5 }, (_, i) => report(i + 1));
    const { user } = renderPage('/dashboard', <DashboardPage />, { ...empty, 'GET /api/skillmatch/reports': () => reportPage(reports) }, SIGNED_IN);
    const section = await screen.findByRole('region', { name: 'Skill-match reports' });
    await within(section).findByRole('heading', { level: 3, name: 'Graphic Designer to Role 1' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Graphic Designer to Role 1', 'Graphic Designer to Role 2', 'Graphic Designer to Role 3']);
    const toggle = within(section).getByRole('button', { name: 'Show all 5 reports' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(section).getByRole('button', { name: 'Show the latest 3' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).queryByRole('button', { name: 'Show older reports' })).not.toBeInTheDocument();
  });

  it('counts every report in the toggle and loads the older ones a page at a time, focus on the first of them', async () => {
    const first = Array.from({ length: 100 }, (_, i) => report(i + 1));
    const older = Array.from({ length: 20 }, (_, i) => report(i + 101));
    const { user, calls } = renderPage(
      '/dashboard',
      <DashboardPage />,
      {
        ...empty,
        'GET /api/skillmatch/reports': ({ url }) => (url.searchParams.get('before') === 'r-100' ? reportPage(older, 120) : reportPage(first, 120, 'r-100')),
      },
      SIGNED_IN,
    );
    const section = await screen.findByRole('region', { name: 'Skill-match reports' });
    await user.click(await within(section).findByRole('button', { name: 'Show all 120 reports' }));
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(100);
    expect(within(section).getByText('Showing 100 of 120.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Show older reports' }));
    const oldest = await within(section).findByRole('heading', { level: 3, name: 'Graphic Designer to Role 120' });
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(120);
    expect(within(section).getByRole('heading', { level: 3, name: 'Graphic Designer to Role 101' })).toHaveFocus();
    expect(oldest).toBeInTheDocument();
    // The last page: nothing more to load.
    expect(within(section).queryByRole('button', { name: 'Show older reports' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/skillmatch/reports')).map((c) => c.url)).toEqual(['/api/skillmatch/reports', '/api/skillmatch/reports?before=r-100']);
  });

  it('keeps the reports shown and says why when the older ones cannot be loaded', async () => {
    const first = Array.from({ length: 100 }, (_, i) => report(i + 1));
    const { user } = renderPage(
      '/dashboard',
      <DashboardPage />,
      {
        ...empty,
        'GET /api/skillmatch/reports': ({ url }) =>
          url.searchParams.has('before')
            ? Response.json({ code: 'REPORT_NOT_FOUND', detail: 'We could not find the report to list older ones from. Reload the list and try again.', request_id: 'r' }, { status: 404 })
            : reportPage(first, 150, 'r-100'),
      },
      SIGNED_IN,
    );
    const section = await screen.findByRole('region', { name: 'Skill-match reports' });
    await user.click(await within(section).findByRole('button', { name: 'Show all 150 reports' }));
    await user.click(within(section).getByRole('button', { name: 'Show older reports' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('We could not find the report to list older ones from.');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(100);
    // The rest of the dashboard stays too.
    expect(screen.getByRole('region', { name: 'Roadmap' })).toBeInTheDocument();
  });

  it('counts every practice attempt and shows the latest, reading only that one', async () => {
    const latestAttempt = { id: 'p1', scenarioId: 'negotiation-raise', skill: 'negotiation', answer: 'x', feedback: { criteria: [], suggestion: '' }, overall: 3.4, engine: 'builtin', createdAt: '2026-11-20T10:00:00.000Z' };
    const { calls } = renderPage(
      '/dashboard',
      <DashboardPage />,
      { ...empty, 'GET /api/practice/attempts': () => Response.json({ attempts: [latestAttempt], total: 240, nextBefore: 'p1' }) },
      SIGNED_IN,
    );
    const practice = await screen.findByRole('region', { name: 'Practice' });
    expect(await within(practice).findByText('240 attempts; latest scored 3.4 / 5 on 20 Nov 2026.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/practice/attempts'))?.url).toBe('/api/practice/attempts?limit=1');
  });

  it('shows the latest result with its change since the previous attempt, and then suggests the next exercise', async () => {
    renderPage(
      '/dashboard',
      <DashboardPage />,
      { ...empty, ...latest(exercise(attempt('2026-02-01T10:00:00.000Z', [4, 2]), attempt('2026-01-01T10:00:00.000Z', [3, 2]), 7)) },
      SIGNED_IN,
    );
    const next = await screen.findByRole('region', { name: 'Next exercise: Who Am I' });
    expect(within(next).getByRole('link', { name: 'Start Who Am I' })).toHaveAttribute('href', '/assessments?exercise=who-am-i');
    const dims = screen.getByRole('list', { name: "What's Not Working: scores by dimension" });
    expect(within(dims).getByText('up 1')).toBeInTheDocument();
    expect(within(dims).getByText('no change')).toBeInTheDocument();
    // The count is every attempt the account holds, not only the two compared.
    expect(screen.getByText(/7 attempts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take an assessment again' })).toHaveAttribute('href', '/assessments');
  });

  it("lists every result of an exercise behind a toggle, read only once opened, older ones a page at a time", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9)).toISOString();
    const page = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => attempt(day(30 - from - i), [(from + i) % 5 + 1, 2]));
    const { user, calls } = renderPage(
      '/dashboard',
      <DashboardPage />,
      {
        ...empty,
        ...latest(exercise(attempt(day(30), [1, 2]), attempt(day(29), [2, 2]), 23)),
        'GET /api/assessment/history': ({ url }) =>
          url.searchParams.get('before') === day(11) ? Response.json({ attempts: page(20, 22), total: 23, next_before: null }) : Response.json({ attempts: page(0, 19), total: 23, next_before: day(11) }),
      },
      SIGNED_IN,
    );
    const toggle = await screen.findByRole('button', { name: 'Show all 23 results' });
    expect(calls.some((c) => c.url.startsWith('/api/assessment/history'))).toBe(false);
    await user.click(toggle);
    const list = await screen.findByRole('list', { name: "What's Not Working: every result, newest first" });
    expect(within(list).getAllByRole('heading', { level: 4 })).toHaveLength(20);
    expect(within(list).getAllByRole('heading', { level: 4 })[0]).toHaveTextContent('30 Jan 2026, 09:00');
    expect(within(list).getAllByText('Workload 1 · Recognition 2')).toHaveLength(4);
    expect(screen.getByText('Showing 20 of 23.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older results' }));
    await screen.findByRole('heading', { level: 4, name: '8 Jan 2026, 09:00' });
    expect(within(list).getAllByRole('heading', { level: 4 })).toHaveLength(23);
    expect(screen.getByRole('heading', { level: 4, name: '10 Jan 2026, 09:00' })).toHaveFocus();
    expect(calls.filter((c) => c.url.startsWith('/api/assessment/history')).map((c) => c.url)).toEqual([
      '/api/assessment/history?slug=whats-not-working&limit=20',
      `/api/assessment/history?slug=whats-not-working&limit=20&before=${encodeURIComponent(day(11))}`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide all results' }));
    expect(screen.queryByRole('list', { name: "What's Not Working: every result, newest first" })).not.toBeInTheDocument();
  });

  it('offers no list of results after a first attempt: the card already shows it', async () => {
    renderPage('/dashboard', <DashboardPage />, { ...empty, ...latest(exercise(attempt('2026-02-01T10:00:00.000Z', [4, 2]))) }, SIGNED_IN);
    expect(await screen.findByText(/· first attempt/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show all \d+ results$/ })).not.toBeInTheDocument();
  });

  it('deletes a result from the list of every result after a confirm step that names it; "Result deleted." takes focus', async () => {
    const newer = { ...attempt('2026-02-01T10:00:00.000Z', [4, 2]), attempt_id: 'newer' };
    const older = { ...attempt('2026-01-01T10:00:00.000Z', [3, 2]), attempt_id: 'older' };
    let deleted = false;
    const { user, calls } = renderPage(
      '/dashboard',
      <DashboardPage />,
      {
        ...empty,
        'GET /api/assessment/latest': () => Response.json({ exercises: [deleted ? exercise(older) : exercise(newer, older)] }),
        'GET /api/assessment/history': () => Response.json({ attempts: deleted ? [older] : [newer, older], total: deleted ? 1 : 2, next_before: null }),
        'DELETE /api/assessment/attempts/newer': () => {
          deleted = true;
          return new Response(null, { status: 204 });
        },
      },
      SIGNED_IN,
    );
    await user.click(await screen.findByRole('button', { name: 'Show all 2 results' }));
    const remove = await screen.findByRole('button', { name: "Delete result: What's Not Working, 1 Feb 2026, 10:00" });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete this result?' });
    expect(dialog).toHaveAccessibleDescription(/^What's Not Working, 1 Feb 2026, 10:00\. Deleting it cannot be undone/);
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this result?' })).getByRole('button', { name: 'Delete result' }));
    const note = await screen.findByText('Result deleted.');
    expect(note.parentElement).toHaveTextContent("Result deleted. What's Not Working, 1 Feb 2026, 10:00 is no longer kept.");
    expect(note.parentElement).toHaveFocus();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/assessment/attempts/newer']);
    // The card is read again: the one left is the latest, and the only one, so it is deleted from the card itself.
    expect(screen.getByText(/Latest on 1 Jan 2026 · first attempt/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Delete result: What's Not Working, 1 Jan 2026, 10:00" })).toBeInTheDocument();
  });

  it('says why a result could not be deleted, and keeps it', async () => {
    const only = { ...attempt('2026-02-01T10:00:00.000Z', [4, 2]), attempt_id: 'only' };
    const { user } = renderPage(
      '/dashboard',
      <DashboardPage />,
      {
        ...empty,
        ...latest(exercise(only)),
        'DELETE /api/assessment/attempts/only': () =>
          Response.json({ code: 'SERVICE_UNAVAILABLE', detail: 'The database is not answering. Try again in a minute.', request_id: 'r' }, { status: 503 }),
      },
      SIGNED_IN,
    );
    await user.click(await screen.findByRole('button', { name: "Delete result: What's Not Working, 1 Feb 2026, 10:00" }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this result?' })).getByRole('button', { name: 'Delete result' }));
    expect(await screen.findByText(/We could not delete the result\. The database is not answering/)).toBeInTheDocument();
    expect(screen.getByText(/Latest on 1 Feb 2026 · first attempt/)).toBeInTheDocument();
    expect(screen.queryByText('Result deleted.')).not.toBeInTheDocument();
  });

  it('names the exercise as its card does, and adds the time when two attempts share a day', async () => {
    renderPage(
      '/dashboard',
      <DashboardPage />,
      { ...empty, ...latest(exercise(attempt('2026-02-01T15:30:00.000Z', [4, 2]), attempt('2026-02-01T09:05:00.000Z', [3, 2]))) },
      SIGNED_IN,
    );
    expect(await screen.findByRole('heading', { level: 3, name: "What's Not Working" })).toBeInTheDocument();
    expect(screen.getByText(/Latest on 1 Feb 2026, 15:30 · 2 attempts, compared with 1 Feb 2026, 09:05/)).toBeInTheDocument();
  });

  it('colours a change by what it means for the person: more frustration is worse, more readiness better, a trait neither', async () => {
    const answers = latest(
      // What's Not Working: Recognition rose from 2 to 5 (worse), Workload fell from 4 to 3 (better).
      exercise(attempt('2026-02-01T10:00:00.000Z', [3, 5]), attempt('2026-01-01T10:00:00.000Z', [4, 2])),
      exercise(
        attempt('2026-02-02T10:00:00.000Z', [4, 2], 'where-am-i-now', 'Where Am I Now', ['Clarity', 'Finance']),
        attempt('2026-01-02T10:00:00.000Z', [2, 3], 'where-am-i-now', 'Where Am I Now', ['Clarity', 'Finance']),
      ),
      exercise(
        attempt('2026-02-03T10:00:00.000Z', [4, 2], 'who-am-i', 'Who Am I', ['Neuroticism', 'Extraversion']),
        attempt('2026-01-03T10:00:00.000Z', [2, 4], 'who-am-i', 'Who Am I', ['Neuroticism', 'Extraversion']),
      ),
    );
    renderPage('/dashboard', <DashboardPage />, { ...empty, ...answers }, SIGNED_IN);
    const trendOf = (list: HTMLElement, text: string) => within(list).getByText(text).closest('[data-trend]')?.getAttribute('data-trend');

    const frustration = await screen.findByRole('list', { name: "What's Not Working: scores by dimension" });
    // Highest frustration first, as on the result page, and the scale is named.
    expect(within(frustration).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['Recognition: 5', 'Workload: 3']);
    expect(screen.getByText('A higher score means this area is more of a frustration for you right now.')).toBeInTheDocument();
    expect(trendOf(frustration, 'up 3')).toBe('worse');
    expect(trendOf(frustration, 'down 1')).toBe('better');

    const readiness = screen.getByRole('list', { name: 'Where Am I Now: scores by dimension' });
    expect(trendOf(readiness, 'up 2')).toBe('better');
    expect(trendOf(readiness, 'down 1')).toBe('worse');

    const traits = screen.getByRole('list', { name: 'Who Am I: scores by dimension' });
    expect(trendOf(traits, 'up 2')).toBe('neutral');
    expect(trendOf(traits, 'down 2')).toBe('neutral');
  });

  it('shows the best 3 job recommendations and the rest behind a toggle', async () => {
    const recommendations = Array.from({ length: 5 }, (_, i) => ({
      code: `15-000${i}.00`,
      title: `Job ${i + 1}`,
      score: 80 - i,
      reasons: [{ phrase: 'explaining data', trait: 'Machine Learning', kind: 'skill' }],
    }));
    const pitch = {
      ...attempt('2030-01-02T00:00:00.000Z', [0, 0], 'what-makes-me-thrive', 'What Makes Me Thrive'),
      scores: null,
      thrive: { slug: 'what-makes-me-thrive', title: 'What Makes Me Thrive', complete: true, entries: [{ question_id: 'thrive-01', prompt: 'What I enjoy', answer: 'explaining data', display: 'explaining data' }] },
    };
    const { user } = renderPage(
      '/dashboard',
      <DashboardPage />,
      {
        ...empty,
        ...latest(exercise(pitch)),
        'GET /api/recommendations/latest': () => Response.json({ recommendations, engine: 'builtin' }),
      },
      SIGNED_IN,
    );
    const section = await screen.findByRole('region', { name: 'Jobs that fit what makes you thrive' });
    await within(section).findByRole('link', { name: 'Job 1' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Job 1 (80% fit)', 'Job 2 (79% fit)', 'Job 3 (78% fit)']);
    const toggle = within(section).getByRole('button', { name: 'Show all 5 jobs' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(section).getByRole('button', { name: 'Show the best 3' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for job recommendations only when there is a career pitch to make them from', async () => {
    const { calls } = renderPage('/dashboard', <DashboardPage />, empty, SIGNED_IN);
    const section = await screen.findByRole('region', { name: 'Jobs that fit what makes you thrive' });
    expect(within(section).getByRole('link', { name: 'What Makes Me Thrive' })).toHaveAttribute('href', '/assessments?exercise=what-makes-me-thrive');
    expect(calls.map((c) => c.url)).not.toContain('/api/recommendations/latest');
  });
});
