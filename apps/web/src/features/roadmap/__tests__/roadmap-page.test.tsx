import { screen, waitFor, within } from '@testing-library/react';
import { COACHING_TEXT, ROLE_SUGGESTION_ISSUE, RoadmapSchema, ScenarioListSchema, type Roadmap, type RoadmapInput } from '@waypoint/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoadmapPage } from '../roadmap-page';
import { ROADMAP_STORAGE_KEY } from '../model/local-roadmap';
import { todayIso } from '../model/today';
import { renderPage, SIGNED_IN } from '../../../test/render-page';

// The app's client has a relative base URL, which jsdom's Request cannot resolve: the same generated client with an
// absolute base, calling whatever fetch the test stubbed.
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

afterEach(() => window.localStorage.clear());

/** A target date the form accepts whatever day the tests run. */
const IN_A_MONTH = todayIso(new Date(Date.now() + 31 * 86_400_000));

/** What the API's engine answers, checked against the shared schema so the fixture cannot drift from the contract. */
function planFor(input: RoadmapInput): Roadmap {
  const milestones = [
    { id: 'sql-basics', title: 'SQL basics', skills: ['SQL'], hours: 20, practiceScenarioId: 'explain-career-change' },
    { id: 'statistics', title: 'Statistics', skills: ['Statistics', 'Excel'], hours: 30, practiceScenarioId: null },
  ].map((m) => ({
    ...m,
    resources: [{ name: `${m.title} course`, school: 'Open University', link: 'https://example.org/course' }],
    checkpoint: `Finish a small project using ${m.skills[0]}`,
    weeks: Math.ceil(m.hours / input.hoursPerWeek),
    done: false,
  }));
  const totalWeeks = milestones.reduce((sum, m) => sum + m.weeks, 0);
  return RoadmapSchema.parse({
    currentRole: input.currentRole,
    targetRole: input.targetRole,
    targetCode: '15-2051.00',
    hoursPerWeek: input.hoursPerWeek,
    targetDate: input.targetDate ?? null,
    startDate: '2026-01-05',
    milestones,
    totalHours: 50,
    totalWeeks,
    finishDate: '2026-06-01',
    ...(input.targetDate ? { warning: COACHING_TEXT.targetDateWarning(input.hoursPerWeek, totalWeeks) } : {}),
    preparation: COACHING_TEXT.preparationNote({ role: input.targetRole, jobZone: 5 }, { role: input.currentRole, jobZone: 4 }),
    engine: 'builtin',
  });
}

/** The public scenario list, from which a milestone's practice link takes its name. */
const scenarios = ScenarioListSchema.parse({
  scenarios: [
    {
      id: 'explain-career-change',
      skill: 'communication',
      title: 'Explain your career change',
      situation: 'A friend asks why you are moving into data.',
      prompt: 'What do you say?',
      rubric: ['structure'],
      roleGroups: [],
    },
  ],
  weakSkills: [],
  targetCode: null,
});

const routes = {
  'POST /api/roadmap': ({ body }: { body: unknown }) => Response.json(planFor(body as RoadmapInput)),
  'GET /api/practice/scenarios': () => Response.json(scenarios),
};

async function buildPlan(user: ReturnType<typeof renderPage>['user'], { current = 'Teacher', target = 'Data Analyst', hours = '5', date = '' } = {}) {
  await user.type(await screen.findByLabelText('Current role'), current);
  await user.type(screen.getByLabelText('Target role'), target);
  const hoursField = screen.getByLabelText('Hours per week');
  await user.clear(hoursField);
  await user.type(hoursField, hours);
  if (date) await user.type(screen.getByLabelText('Target date (optional)'), date);
  await user.click(screen.getByRole('button', { name: 'Build my roadmap' }));
}

describe('the roadmap for a visitor', () => {
  it('says what to do when there is no plan, and checks the hours before sending', async () => {
    const { user, calls } = renderPage('/roadmap', <RoadmapPage />, routes);
    expect(await screen.findByText(/No plan yet\./)).toBeInTheDocument();
    // Logging in comes back here, where the plan kept in this browser is offered to the account.
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?next=%2Froadmap');
    await buildPlan(user, { hours: '0' });
    expect(await screen.findByText(COACHING_TEXT.hoursRange)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/roadmap')).toBe(false);
  });

  it('shows the warning when the target date cannot be met, with totals and milestones', async () => {
    const { user, calls } = renderPage('/roadmap', <RoadmapPage />, routes);
    await buildPlan(user, { hours: '2', date: IN_A_MONTH });
    expect(await screen.findByText(COACHING_TEXT.targetDateWarning(2, 25))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'From Teacher to Data Analyst' })).toBeInTheDocument();
    // The qualification the target role usually asks for is said before the milestones.
    const preparation = screen.getByText(/^Data Analyst usually asks for more preparation than Teacher: a graduate degree/);
    expect(preparation.parentElement).toHaveTextContent(/^Preparation:/);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 2, targetDate: IN_A_MONTH });
    const first = screen.getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name: '1. SQL basics' }))!;
    expect(within(first).getByRole('link', { name: 'SQL basics course' })).toHaveAttribute('href', 'https://example.org/course');
    // The practice link names the scenario it opens.
    const practice = await within(first).findByRole('link', { name: 'Practise it in the practice gym: “Explain your career change”' });
    expect(practice).toHaveAttribute('href', '/practice-gym?scenario=explain-career-change');
  });

  it('asks for a target date after today before sending, in the form and in re-planning', async () => {
    const { user, calls } = renderPage('/roadmap', <RoadmapPage />, routes);
    await buildPlan(user, { date: todayIso() });
    const date = screen.getByLabelText('Target date (optional)');
    expect(date).toHaveFocus();
    expect(date).toHaveAccessibleDescription(COACHING_TEXT.targetDateFuture);
    expect(date).toHaveAttribute('min', todayIso());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(date);
    await user.click(screen.getByRole('button', { name: 'Build my roadmap' }));
    await user.click(await screen.findByRole('button', { name: 'Re-plan' }));
    const form = screen.getByRole('form', { name: 'Re-plan' });
    const replanDate = within(form).getByLabelText('Target date (optional)');
    await user.type(replanDate, '2020-01-01');
    await user.click(within(form).getByRole('button', { name: 'Re-plan' }));
    // The re-plan form, like the first one, puts the message on its field and the cursor there.
    expect(replanDate).toHaveFocus();
    expect(replanDate).toHaveAccessibleDescription(COACHING_TEXT.targetDateFuture);
    expect(replanDate).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('keeps a tick in localStorage, so a reload shows it ticked', async () => {
    const first = renderPage('/roadmap', <RoadmapPage />, routes);
    await buildPlan(first.user);
    const box = await screen.findByRole('checkbox', { name: 'Done: SQL basics' });
    await first.user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByText('1 of 2 milestones done', { selector: 'span' })).toBeInTheDocument();
    // What is left shrinks by the ticked milestone's 20 hours (4 weeks at 5 a week).
    expect(screen.getByText('Still to do').nextElementSibling).toHaveTextContent('30 hours · 6 weeks');
    const stored = JSON.parse(window.localStorage.getItem(ROADMAP_STORAGE_KEY)!) as { roadmap: Roadmap };
    expect(stored.roadmap.milestones.map((m) => m.done)).toEqual([true, false]);
    first.unmount();

    renderPage('/roadmap', <RoadmapPage />, routes);
    expect(await screen.findByRole('checkbox', { name: 'Done: SQL basics' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Done: Statistics' })).not.toBeChecked();
  });

  it('says so when every milestone is done, and points to the skill match to see where the user stands', async () => {
    const { user } = renderPage('/roadmap', <RoadmapPage />, routes);
    await buildPlan(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Done: SQL basics' }));
    expect(screen.queryByText('Every milestone is done.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Done: Statistics' }));
    expect(screen.getByText('Every milestone is done.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'retake the skill match for Data Analyst' })).toHaveAttribute('href', '/skillmatch');
    // Not "0 hours · 0 weeks" and a finish date of today.
    expect(screen.queryByText('Still to do')).not.toBeInTheDocument();
    expect(screen.queryByText('Finish date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Done: Statistics' }));
    expect(screen.queryByText('Every milestone is done.')).not.toBeInTheDocument();
  });

  it('re-plans at a new pace and keeps the ticked milestone', async () => {
    const { user, calls } = renderPage('/roadmap', <RoadmapPage />, routes);
    await buildPlan(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Done: SQL basics' }));
    await user.click(screen.getByRole('button', { name: 'Re-plan' }));
    const form = screen.getByRole('form', { name: 'Re-plan' });
    const hours = within(form).getByLabelText('Hours per week');
    await user.clear(hours);
    await user.type(hours, '10');
    await user.click(within(form).getByRole('button', { name: 'Re-plan' }));
    await waitFor(() => expect(screen.getByText('10 hours a week')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ hoursPerWeek: 10, currentRole: 'Teacher' });
    expect(screen.getByRole('checkbox', { name: 'Done: SQL basics' })).toBeChecked();
  });

  it('keeps the stored plan and says why when a re-plan is refused', async () => {
    let posts = 0;
    const { user } = renderPage('/roadmap', <RoadmapPage />, {
      ...routes,
      'POST /api/roadmap': ({ body }: { body: unknown }) =>
        (posts += 1) === 1
          ? Response.json(planFor(body as RoadmapInput))
          : Response.json({ code: 'RATE_LIMITED', detail: 'Too many requests. Please try again in 1 minute.', request_id: 'r' }, { status: 429 }),
    });
    await buildPlan(user);
    await user.click(await screen.findByRole('button', { name: 'Re-plan' }));
    const hours = within(screen.getByRole('form', { name: 'Re-plan' })).getByLabelText('Hours per week');
    await user.clear(hours);
    await user.type(hours, '10');
    await user.click(within(screen.getByRole('form', { name: 'Re-plan' })).getByRole('button', { name: 'Re-plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 1 minute.');
    expect(screen.getByText('5 hours a week')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(ROADMAP_STORAGE_KEY)!).input).toMatchObject({ hoursPerWeek: 5 });
  });

  it('keeps keyboard focus in the flow: the new plan, the first field to fix, the form again, back after re-planning', async () => {
    const { user } = renderPage('/roadmap', <RoadmapPage />, routes);
    await user.type(await screen.findByLabelText('Current role'), 'Teacher');
    await user.click(screen.getByRole('button', { name: 'Build my roadmap' }));
    // The target role is missing: focus goes there, with its message attached.
    const target = screen.getByLabelText('Target role');
    expect(target).toHaveFocus();
    expect(target).toHaveAccessibleDescription(/.+/);
    await user.type(target, 'Data Analyst');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'From Teacher to Data Analyst' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'New plan' }));
    expect(screen.getByRole('heading', { name: 'Plan your route' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'From Teacher to Data Analyst' })).toHaveFocus();

    const toggle = screen.getByRole('button', { name: 'Re-plan', expanded: false });
    await user.click(toggle);
    await user.click(within(screen.getByRole('form', { name: 'Re-plan' })).getByRole('button', { name: 'Re-plan' }));
    expect(toggle).toHaveFocus();
  });

  it('leaves focus alone when a stored plan is shown on load', async () => {
    const first = renderPage('/roadmap', <RoadmapPage />, routes);
    await buildPlan(first.user);
    await screen.findByRole('heading', { name: 'From Teacher to Data Analyst' });
    first.unmount();
    renderPage('/roadmap', <RoadmapPage />, routes);
    expect(await screen.findByRole('heading', { name: 'From Teacher to Data Analyst' })).not.toHaveFocus();
  });

  it('shows an unknown role under its field with the roles the API suggests; one click puts a role in the field', async () => {
    const message = COACHING_TEXT.unknownRole('Retail sales associate', ['Retail Salesperson', 'Retail Store Manager']);
    const { user, calls } = renderPage('/roadmap', <RoadmapPage />, {
      'POST /api/roadmap': ({ body }) =>
        (body as RoadmapInput).currentRole === 'Retail sales associate'
          ? Response.json(
              {
                code: 'UNKNOWN_ROLE',
                detail: message,
                request_id: 'r',
                issues: [
                  { path: 'body.currentRole', message, code: 'UNKNOWN_ROLE' },
                  { path: 'body.currentRole', message: 'Retail Salesperson', code: ROLE_SUGGESTION_ISSUE },
                  { path: 'body.currentRole', message: 'Retail Store Manager', code: ROLE_SUGGESTION_ISSUE },
                ],
              },
              { status: 400 },
            )
          : Response.json(planFor(body as RoadmapInput)),
    });
    await buildPlan(user, { current: 'Retail sales associate', target: 'Project Manager' });
    // The field to fix takes focus, with the message attached; no second copy of it below the form.
    const current = screen.getByLabelText('Current role');
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription(message);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Target role')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    const suggestions = screen.getByRole('list', { name: 'Roles we know' });
    expect(within(suggestions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Retail Salesperson', 'Retail Store Manager']);

    await user.click(within(suggestions).getByRole('button', { name: 'Retail Salesperson' }));
    expect(current).toHaveValue('Retail Salesperson');
    expect(current).toHaveFocus();
    // The message was about what was typed before: it goes with it.
    expect(current).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('list', { name: 'Roles we know' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Build my roadmap' }));
    expect(await screen.findByRole('heading', { name: 'From Retail Salesperson to Project Manager' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ currentRole: 'Retail Salesperson' });
  });

  it('points to the careers list when the API knows no role near the one typed', async () => {
    const message = COACHING_TEXT.unknownRole('Dog walker', []);
    const { user, router } = renderPage('/roadmap', <RoadmapPage />, {
      'POST /api/roadmap': () =>
        Response.json(
          { code: 'UNKNOWN_ROLE', detail: message, request_id: 'r', issues: [{ path: 'body.currentRole', message, code: 'UNKNOWN_ROLE' }] },
          { status: 400 },
        ),
    });
    await buildPlan(user, { current: 'Dog walker', target: 'Project Manager' });
    const current = screen.getByLabelText('Current role');
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('list', { name: 'Roles we know' })).toBeNull();
    // The words the message ends on are the way there, one Tab from the field.
    await user.tab();
    expect(screen.getByRole('link', { name: 'the careers list' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/careers');
  });

  it('starts from the skill-match answers this browser holds', async () => {
    window.localStorage.setItem('waypoint.skillmatch.v1', JSON.stringify({ currentRole: 'Nurse', desiredRole: 'Health Educator', hardSkills: [{ name: 'triage' }] }));
    renderPage('/roadmap', <RoadmapPage />, routes);
    expect(await screen.findByLabelText('Current role')).toHaveValue('Nurse');
    expect(screen.getByLabelText('Target role')).toHaveValue('Health Educator');
  });
});

describe('a roadmap to the role a career page named (?target=)', () => {
  it('fills the target role, keeps the current role from the skill match answers, and drops the link once built', async () => {
    window.localStorage.setItem('waypoint.skillmatch.v1', JSON.stringify({ currentRole: 'Nurse', desiredRole: 'Health Educator' }));
    const { user, calls, router } = renderPage('/roadmap?target=Data%20Scientist', <RoadmapPage />, routes);
    expect(await screen.findByLabelText('Target role')).toHaveValue('Data Scientist');
    expect(screen.getByLabelText('Current role')).toHaveValue('Nurse');
    expect(screen.getByText('Filled in from your skill match answers and the career you chose. Change anything you like.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Build my roadmap' }));
    expect(await screen.findByRole('heading', { name: 'From Nurse to Data Scientist' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ currentRole: 'Nurse', targetRole: 'Data Scientist' });
    expect(router.state.location.search).toBe('');
  });

  it("names only the skill match as the source when the link names the skill match's own target", async () => {
    window.localStorage.setItem('waypoint.skillmatch.v1', JSON.stringify({ currentRole: 'Nurse', desiredRole: 'Health Educator' }));
    renderPage('/roadmap?target=health%20educator', <RoadmapPage />, routes);
    expect(await screen.findByLabelText('Target role')).toHaveValue('health educator');
    expect(screen.getByText('Filled in from your skill match answers. Change anything you like.')).toBeInTheDocument();
  });

  it('opens the form over a plan that leads elsewhere, says building replaces it, and Cancel keeps it', async () => {
    const input = { currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 7 };
    window.localStorage.setItem(ROADMAP_STORAGE_KEY, JSON.stringify({ input, roadmap: planFor(input) }));
    const { user, router } = renderPage('/roadmap?target=Software%20Engineer', <RoadmapPage />, routes);
    expect((await screen.findByText('Your current plan leads to Data Analyst.')).closest('p')).toHaveTextContent('Your current plan leads to Data Analyst. Building this one replaces it; Cancel keeps it.');
    expect(screen.getByLabelText('Target role')).toHaveValue('Software Engineer');
    expect(screen.getByLabelText('Current role')).toHaveValue('Teacher');
    expect(screen.getByLabelText('Hours per week')).toHaveValue(7);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'From Teacher to Data Analyst' })).toHaveFocus());
    expect(router.state.location.search).toBe('');
    expect(JSON.parse(window.localStorage.getItem(ROADMAP_STORAGE_KEY)!).input).toEqual(input);
  });

  it("shows a signed-in user's plan when it already leads to the role named, in any case", async () => {
    const plan = planFor({ currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 5 });
    renderPage(
      '/roadmap?target=data%20analyst',
      <RoadmapPage />,
      { 'GET /api/roadmap': () => Response.json(plan), 'GET /api/skillmatch/reports': () => Response.json({ reports: [] }) },
      SIGNED_IN,
    );
    expect(await screen.findByRole('heading', { name: 'From Teacher to Data Analyst' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Build my roadmap' })).not.toBeInTheDocument();
  });

  it("replaces a signed-in user's plan to another role with one to the role named", async () => {
    let saved = planFor({ currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 5 });
    const { user, calls, router } = renderPage(
      '/roadmap?target=Software%20Engineer',
      <RoadmapPage />,
      {
        'GET /api/roadmap': () => Response.json(saved),
        'GET /api/skillmatch/reports': () => Response.json({ reports: [] }),
        'POST /api/roadmap': ({ body }: { body: unknown }) => Response.json((saved = planFor(body as RoadmapInput))),
      },
      SIGNED_IN,
    );
    expect((await screen.findByText('Your current plan leads to Data Analyst.')).closest('p')).toHaveTextContent('Your current plan leads to Data Analyst. Building this one replaces it; Cancel keeps it.');
    expect(screen.getByText('Filled in from your current plan and the career you chose. Change anything you like.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Build my roadmap' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'From Teacher to Software Engineer' })).toHaveFocus());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ currentRole: 'Teacher', targetRole: 'Software Engineer' });
    expect(router.state.location.search).toBe('');
  });
});

describe("a roadmap from a saved skill-match report (?report=, a result's Plan a roadmap)", () => {
  const older = { currentRole: 'Nurse', desiredRole: 'Health Educator', hardSkills: [{ name: 'triage', proficiency: 'advanced' }], softSkills: [] };
  const newest = { currentRole: 'Teacher', desiredRole: 'Data Analyst', hardSkills: [{ name: 'Excel' }], softSkills: [] };
  const reports = {
    'GET /api/roadmap': () => Response.json({ code: 'ROADMAP_NOT_FOUND', detail: 'You have no saved roadmap yet. Make one first.', request_id: 'r' }, { status: 404 }),
    'GET /api/skillmatch/reports': () => Response.json({ reports: [{ report_id: 'new-1', current_role: 'Teacher', desired_role: 'Data Analyst' }] }),
    'GET /api/skillmatch/reports/new-1': () => Response.json({ report_id: 'new-1', input: newest }),
    'GET /api/skillmatch/reports/old-1': () => Response.json({ report_id: 'old-1', input: older }),
    'GET /api/skillmatch/reports/gone-1': () => Response.json({ code: 'REPORT_NOT_FOUND', detail: 'We could not find this skill-match report.', request_id: 'r' }, { status: 404 }),
    'POST /api/roadmap': ({ body }: { body: unknown }) => Response.json(planFor(body as RoadmapInput)),
  };

  it('starts from the report named, not the latest, and drops both from the address once built', async () => {
    const { user, calls, router } = renderPage('/roadmap?target=Health%20Educator&report=old-1', <RoadmapPage />, reports, SIGNED_IN);
    await waitFor(() => expect(screen.getByLabelText('Current role')).toHaveValue('Nurse'));
    expect(screen.getByLabelText('Target role')).toHaveValue('Health Educator');
    expect(screen.getByText('Filled in from the skill match you came from. Change anything you like.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Build my roadmap' }));
    expect(await screen.findByRole('heading', { name: 'From Nurse to Health Educator' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ currentRole: 'Nurse', targetRole: 'Health Educator', skills: [{ name: 'triage', proficiency: 'advanced' }] });
    expect(router.state.location.search).toBe('');
  });

  it('starts from the latest report when the one named is gone', async () => {
    renderPage('/roadmap?target=Health%20Educator&report=gone-1', <RoadmapPage />, reports, SIGNED_IN);
    await waitFor(() => expect(screen.getByLabelText('Current role')).toHaveValue('Teacher'));
    expect(screen.getByLabelText('Target role')).toHaveValue('Health Educator');
    expect(screen.getByText('Filled in from your latest skill match and the career you chose. Change anything you like.')).toBeInTheDocument();
  });
});

describe('deleting the plan', () => {
  const saved = planFor({ currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 5 });
  const noPlan = () => Response.json({ code: 'ROADMAP_NOT_FOUND', detail: 'You have no saved roadmap yet. Make one first.', request_id: 'r' }, { status: 404 });

  it("drops a visitor's plan from this browser after a confirm step that names it, and says so with focus", async () => {
    const { user } = renderPage('/roadmap', <RoadmapPage />, routes);
    await buildPlan(user);
    await user.click(await screen.findByRole('button', { name: 'Delete plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this plan?' });
    expect(dialog).toHaveAccessibleDescription(
      'From Teacher to Data Analyst, 0 of 2 milestones done. Deleting it cannot be undone; your skill-match reports stay as they are.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(window.localStorage.getItem(ROADMAP_STORAGE_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    const note = await screen.findByText('Plan deleted.');
    expect(note.closest('div')).toHaveFocus();
    expect(note.closest('p')).toHaveTextContent('Plan deleted. Your plan to Data Analyst is no longer kept.');
    expect(window.localStorage.getItem(ROADMAP_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Build my roadmap' })).toBeInTheDocument();
  });

  it("deletes a signed-in user's plan on the server, then offers the form", async () => {
    let stored: Roadmap | null = saved;
    const { user, calls } = renderPage(
      '/roadmap',
      <RoadmapPage />,
      {
        'GET /api/roadmap': () => (stored ? Response.json(stored) : noPlan()),
        'DELETE /api/roadmap': () => ((stored = null), new Response(null, { status: 204 })),
        'GET /api/skillmatch/reports': () => Response.json({ reports: [] }),
      },
      SIGNED_IN,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    expect((await screen.findByText('Plan deleted.')).closest('div')).toHaveFocus();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/roadmap']);
    expect(screen.getByRole('button', { name: 'Build my roadmap' })).toBeInTheDocument();
  });

  it('keeps the plan and says why when the server refuses to delete it', async () => {
    const { user } = renderPage(
      '/roadmap',
      <RoadmapPage />,
      {
        'GET /api/roadmap': () => Response.json(saved),
        'DELETE /api/roadmap': () => Response.json({ code: 'RATE_LIMITED', detail: 'Too many requests. Please try again in 1 minute.', request_id: 'r' }, { status: 429 }),
        'GET /api/skillmatch/reports': () => Response.json({ reports: [] }),
      },
      SIGNED_IN,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 1 minute.');
    expect(screen.getByRole('heading', { name: 'From Teacher to Data Analyst' })).toBeInTheDocument();
  });
});

describe('the roadmap for a signed-in user', () => {
  it('ticks through the API and not localStorage', async () => {
    const plan = planFor({ currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 5 });
    const { user, calls } = renderPage(
      '/roadmap',
      <RoadmapPage />,
      {
        'GET /api/roadmap': () => Response.json(plan),
        'GET /api/skillmatch/reports': () => Response.json({ reports: [] }),
        'PATCH /api/roadmap/milestones/statistics': () => Response.json({ ...plan, milestones: plan.milestones.map((m) => ({ ...m, done: m.id === 'statistics' })) }),
      },
      SIGNED_IN,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Done: Statistics' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Done: Statistics' })).toBeChecked());
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/roadmap/milestones/statistics', body: { done: true } });
    expect(window.localStorage.getItem(ROADMAP_STORAGE_KEY)).toBeNull();
  });

  it('says the saved plan could not be loaded and shows it after "Try again"', async () => {
    const plan = planFor({ currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 5 });
    let down = true;
    const { user } = renderPage(
      '/roadmap',
      <RoadmapPage />,
      {
        // A 4xx answer is not retried, so the failure shows at once; 'Try again' asks again.
        'GET /api/roadmap': () =>
          down ? Response.json({ code: 'RATE_LIMITED', detail: 'Too many requests. Please try again in 1 minute.', request_id: 'r' }, { status: 429 }) : Response.json(plan),
        'GET /api/skillmatch/reports': () => Response.json({ reports: [] }),
      },
      SIGNED_IN,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your roadmap. Too many requests. Please try again in 1 minute.');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Done: Statistics' })).not.toBeChecked();
  });

  it("moves focus to a signed-in user's first plan when it is built by keyboard", async () => {
    const { user } = renderPage(
      '/roadmap',
      <RoadmapPage />,
      {
        'GET /api/roadmap': () => Response.json({ status: 404, code: 'ROADMAP_NOT_FOUND', detail: 'You have no saved roadmap yet. Make one first.' }, { status: 404 }),
        'GET /api/skillmatch/reports': () => Response.json({ reports: [] }),
        'POST /api/roadmap': ({ body }: { body: unknown }) => Response.json(planFor(body as RoadmapInput)),
      },
      SIGNED_IN,
    );
    await buildPlan(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'From Teacher to Data Analyst' })).toHaveFocus());
  });

  it('offers to keep the plan made in this browser before signing in, ticks included, and then drops the copy', async () => {
    const input = { currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 5 };
    const made = planFor(input);
    const ticked = { ...made, milestones: made.milestones.map((m, i) => ({ ...m, done: i === 0 })) };
    window.localStorage.setItem(ROADMAP_STORAGE_KEY, JSON.stringify({ input, roadmap: ticked }));
    const { user, calls } = renderPage(
      '/roadmap',
      <RoadmapPage />,
      {
        'GET /api/roadmap': () => Response.json({ code: 'ROADMAP_NOT_FOUND', detail: 'You have no saved roadmap yet. Make one first.' }, { status: 404 }),
        'GET /api/skillmatch/reports': () => Response.json({ reports: [] }),
        'POST /api/roadmap/import': ({ body }: { body: unknown }) => Response.json((body as { roadmap: Roadmap }).roadmap, { status: 201 }),
      },
      SIGNED_IN,
    );
    const offer = await screen.findByRole('region', { name: 'Keep the plan you made before signing in?' });
    expect(offer).toHaveTextContent('From Teacher to Data Analyst: 1 of 2 milestones done.');
    await user.click(within(offer).getByRole('button', { name: 'Keep it in my account' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'From Teacher to Data Analyst' })).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: 'Done: SQL basics' })).toBeChecked();
    const sent = calls.find((c) => c.url === '/api/roadmap/import')?.body as { input: RoadmapInput; roadmap: Roadmap };
    expect(sent.input).toEqual(input);
    expect(sent.roadmap.milestones.map((m) => m.done)).toEqual([true, false]);
    expect(window.localStorage.getItem(ROADMAP_STORAGE_KEY)).toBeNull();
  });

  it('starting afresh drops the plan made before signing in', async () => {
    const input = { currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 5 };
    window.localStorage.setItem(ROADMAP_STORAGE_KEY, JSON.stringify({ input, roadmap: planFor(input) }));
    const { user, calls } = renderPage(
      '/roadmap',
      <RoadmapPage />,
      {
        'GET /api/roadmap': () => Response.json({ code: 'ROADMAP_NOT_FOUND', detail: 'You have no saved roadmap yet. Make one first.' }, { status: 404 }),
        'GET /api/skillmatch/reports': () => Response.json({ reports: [] }),
      },
      SIGNED_IN,
    );
    await user.click(await screen.findByRole('button', { name: 'Start afresh' }));
    expect(screen.queryByRole('region', { name: 'Keep the plan you made before signing in?' })).not.toBeInTheDocument();
    expect(screen.getByText('No plan yet.')).toBeInTheDocument();
    expect(window.localStorage.getItem(ROADMAP_STORAGE_KEY)).toBeNull();
    expect(calls.some((c) => c.url === '/api/roadmap/import')).toBe(false);
  });

  it('shows a tick at once, and puts it back with the reason when the server refuses it', async () => {
    const plan = planFor({ currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 5 });
    let answer: (response: Response) => void = () => undefined;
    const { user } = renderPage(
      '/roadmap',
      <RoadmapPage />,
      {
        'GET /api/roadmap': () => Response.json(plan),
        'GET /api/skillmatch/reports': () => Response.json({ reports: [] }),
        'PATCH /api/roadmap/milestones/statistics': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
      SIGNED_IN,
    );
    const box = await screen.findByRole('checkbox', { name: 'Done: Statistics' });
    await user.click(box);
    // Before the server answers: ticked, and the totals already count it done.
    await waitFor(() => expect(box).toBeChecked());
    expect(screen.getByText('1 of 2 milestones done', { selector: 'span' })).toBeInTheDocument();
    answer(Response.json({ code: 'NOT_FOUND', detail: 'This milestone is no longer in your plan.', request_id: 'r' }, { status: 404 }));
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.getByRole('alert')).toHaveTextContent('This milestone is no longer in your plan.');
  });
});
