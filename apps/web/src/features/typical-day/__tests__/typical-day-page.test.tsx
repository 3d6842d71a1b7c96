import { screen, waitFor, within } from '@testing-library/react';
import { ScenarioListSchema, TypicalDaySchema } from '@waypoint/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypicalDayPage } from '../typical-day-page';
import { renderPage, SIGNED_IN } from '../../../test/render-page';
import { readStoredTarget } from '../model/roadmap-target';

// See the roadmap tests: the generated client with an absolute base, calling the stubbed fetch.
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

const day = TypicalDaySchema.parse({
  code: '15-2051.00',
  title: 'Data Scientist',
  description: 'Develops and implements methods to analyse data.',
  industry: 'Computer and mathematical',
  schedule: 'Hours vary by employer.',
  context: ['Works indoors, mostly at a computer'],
  blocks: [
    { start: '09:00', end: '10:30', kind: 'task', title: 'Clean and prepare data', detail: 'Clean and prepare data for analysis.' },
    { start: '12:00', end: '13:00', kind: 'break', title: 'Lunch', detail: '' },
  ],
  practiceScenarioId: 'explain-analysis',
});

const scenarios = ScenarioListSchema.parse({
  scenarios: [
    {
      id: 'explain-analysis',
      skill: 'communication',
      title: 'Explain an analysis to a manager',
      situation: 'Your manager asks what the numbers mean.',
      prompt: 'What do you say?',
      rubric: ['structure'],
      roleGroups: ['15'],
    },
  ],
  weakSkills: [],
  targetCode: null,
});

const routes = {
  'GET /api/practice/scenarios': () => Response.json(scenarios),
  'GET /api/careers': ({ url }: { url: URL }) =>
    Response.json({ results: (url.searchParams.get('q') ?? '').toLowerCase().startsWith('data') ? [{ code: '15-2051.00', title: 'Data Scientist', matched: 'Data Scientist' }] : [] }),
  'GET /api/typical-day/15-2051.00': () => Response.json(day),
};

afterEach(() => window.localStorage.clear());

describe('the typical day', () => {
  it('finds an occupation by search and shows its day plan with a practice link and a roadmap link', async () => {
    const { user, calls, router } = renderPage('/typical-day', <TypicalDayPage />, routes);
    await user.type(await screen.findByLabelText('Search an occupation'), 'data');
    const results = await screen.findByRole('list', { name: 'Occupations' });
    await user.click(within(results).getByRole('button', { name: /Data Scientist/ }));

    expect(await screen.findByRole('heading', { name: 'Data Scientist: a typical day' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?code=15-2051.00');
    expect(screen.getByText('Clean and prepare data')).toBeInTheDocument();
    expect(screen.getByText('Works indoors, mostly at a computer')).toBeInTheDocument();
    expect(screen.getByText('Hours vary by employer.')).toBeInTheDocument();
    // The practice link names the scenario it opens.
    const practice = await screen.findByRole('link', { name: 'Practise a conversation from this job: “Explain an analysis to a manager”' });
    expect(practice).toHaveAttribute('href', '/practice-gym?scenario=explain-analysis');
    expect(screen.getByRole('link', { name: 'Plan a roadmap to this role' })).toHaveAttribute('href', '/roadmap?target=Data%20Scientist');
    expect(calls.some((c) => c.url.startsWith('/api/careers?q=data'))).toBe(true);
  });

  it('says when nothing matches', async () => {
    const { user } = renderPage('/typical-day', <TypicalDayPage />, routes);
    await user.type(await screen.findByLabelText('Search an occupation'), 'zzz');
    expect(await screen.findByText('No occupation matches "zzz". Try a shorter or different word.')).toBeInTheDocument();
  });

  it('says an unknown or malformed ?code= is not an occupation it knows, and points to the search', async () => {
    const refused = { 'GET /api/typical-day/nope': () => Response.json({ code: 'VALIDATION_FAILED', detail: 'The occupation code looks like 15-1252.00.' }, { status: 400 }) };
    renderPage('/typical-day?code=nope', <TypicalDayPage />, { ...routes, ...refused });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that occupation. Search for it above to see its day.');
  });

  it('tells a failed load from an unknown occupation, and "Try again" loads the day', async () => {
    let down = true;
    const { user } = renderPage('/typical-day?code=15-2051.00', <TypicalDayPage />, {
      ...routes,
      // Too many requests: a 4xx answer, so it is shown at once rather than retried.
      'GET /api/typical-day/15-2051.00': () =>
        down ? Response.json({ code: 'RATE_LIMITED', detail: 'Too many requests. Please try again in 30 seconds.', request_id: 'r' }, { status: 429 }) : Response.json(day),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the day plan. Too many requests. Please try again in 30 seconds.');
    expect(screen.queryByText(/We could not find that occupation/)).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Data Scientist: a typical day' })).toBeInTheDocument();
  });

  it('opens the occupation given in ?code=', async () => {
    renderPage('/typical-day?code=15-2051.00', <TypicalDayPage />, routes);
    expect(await screen.findByRole('heading', { name: 'Data Scientist: a typical day' })).toBeInTheDocument();
  });

  it("offers the day of the role a visitor's roadmap leads to, before any search; focus goes to the day", async () => {
    window.localStorage.setItem('waypoint.roadmap.v1', JSON.stringify({ input: {}, roadmap: { targetRole: 'Data Scientist', targetCode: '15-2051.00' } }));
    const { user, router } = renderPage('/typical-day', <TypicalDayPage />, routes);
    expect((await screen.findByText('Data Scientist', { selector: 'strong' })).closest('p')).toHaveTextContent('Your roadmap leads to Data Scientist.');
    await user.click(screen.getByRole('button', { name: 'Typical day: Data Scientist' }));
    expect(await screen.findByRole('heading', { name: 'Data Scientist: a typical day' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?code=15-2051.00');
    await waitFor(() => expect(document.getElementById('day-plan')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Typical day: Data Scientist' })).not.toBeInTheDocument();
  });

  it("offers a signed-in user's saved roadmap target", async () => {
    renderPage('/typical-day', <TypicalDayPage />, { ...routes, 'GET /api/roadmap': () => Response.json({ targetRole: 'Data Scientist', targetCode: '15-2051.00' }) }, SIGNED_IN);
    expect(await screen.findByRole('button', { name: 'Typical day: Data Scientist' })).toBeInTheDocument();
  });

  it('offers nothing without a plan, or with a stored plan that has no usable occupation code', async () => {
    const noPlan = () => Response.json({ code: 'ROADMAP_NOT_FOUND', detail: 'You have no saved roadmap yet. Make one first.', request_id: 'r' }, { status: 404 });
    const { calls } = renderPage('/typical-day', <TypicalDayPage />, { ...routes, 'GET /api/roadmap': noPlan }, SIGNED_IN);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/roadmap')).toBe(true));
    // The answer has been read once the page settles: still nothing offered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Your roadmap leads to/)).not.toBeInTheDocument();
    const storage = (value: unknown) => ({ getItem: () => JSON.stringify(value) }) as unknown as Storage;
    expect(readStoredTarget(storage({ roadmap: { targetRole: 'Data Scientist', targetCode: null } }))).toBeNull();
    expect(readStoredTarget(storage({ roadmap: { targetRole: '', targetCode: '15-2051.00' } }))).toBeNull();
    expect(readStoredTarget(storage({ roadmap: { targetRole: 'Data Scientist', targetCode: '../admin' } }))).toBeNull();
    expect(readStoredTarget({ getItem: () => '{not json' } as unknown as Storage)).toBeNull();
    expect(readStoredTarget(storage({ roadmap: { targetRole: ' Data Scientist ', targetCode: '15-2051.00' } }))).toEqual({ role: 'Data Scientist', code: '15-2051.00' });
  });
});
