// A saved report reopened from the dashboard: the engine's own result for a fixed input (the same function the API
// runs), served as GET /api/skillmatch/reports/{id} would, and the signed-out and unknown-report answers.
import { screen, within } from '@testing-library/react';
import { defaultCatalogue, matchSkills } from '@waypoint/skillmatch';
import type { SkillMatchInput } from '@waypoint/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportWire } from '../api/skill-match-api';
import { STORAGE_KEY, emptyAnswers } from '../model/answers';
import { ReportPage } from '../report-page';
import { renderPage, SIGNED_IN } from '../../../test/render-page';

// The generated client with an absolute base, calling the stubbed fetch (as in the other page tests).
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

const input: SkillMatchInput = {
  currentRole: 'Graphic Designer',
  currentLevel: 'middle',
  years: 'level_3',
  companySize: '10-100',
  hardSkills: [{ name: 'figma', proficiency: 'advanced' }],
  softSkills: [{ name: 'communication', proficiency: 'intermediate' }],
  relatedSkills: [],
  desiredRole: 'UX Designer',
  desiredLevel: 'senior',
};
const report = { report_id: 'r-1', created_at: '2026-11-20T10:00:00.000Z', input, result: matchSkills(input, defaultCatalogue) } as unknown as ReportWire;

const PATTERN = '/skillmatch/reports/:id';

beforeEach(() => localStorage.clear());

/** The report page, its report served, and DELETE answered by `answer`. */
const renderDeletable = (answer: () => Response) =>
  renderPage(
    '/skillmatch/reports/r-1',
    <ReportPage />,
    { 'GET /api/skillmatch/reports/r-1': () => Response.json(report), 'DELETE /api/skillmatch/reports/r-1': answer },
    SIGNED_IN,
    PATTERN,
  );

describe('a saved skill-match report', () => {
  it('shows the saved result with when it was made, and downloads it by its id', async () => {
    const { user, calls } = renderPage('/skillmatch/reports/r-1', <ReportPage />, { 'GET /api/skillmatch/reports/r-1': () => Response.json(report) }, SIGNED_IN, PATTERN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your skill match' })).toBeInTheDocument();
    expect(screen.getByText('Graphic Designer to UX Designer, saved on 20 November 2026.')).toBeInTheDocument();
    const future = screen.getByRole('region', { name: 'Future you' });
    expect(within(future).getByText(`${report.result.percent}% skill match`)).toBeInTheDocument();
    expect(within(future).getByText('UX Designer')).toBeInTheDocument();
    // The roles like a UX Designer's, each linked to its page.
    const related = screen.getByRole('region', { name: 'Related roles' });
    expect(report.result.relatedRoles.length).toBeGreaterThan(0);
    expect(within(related).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(report.result.relatedRoles.map((r) => `/careers/${r.code}`));
    // Each with its US median pay beside the match, in the thousands the salary ranges use.
    const first = report.result.relatedRoles[0]!;
    expect(within(related).getAllByRole('listitem')[0]).toHaveTextContent(
      `${first.level} ${first.roleName}$${Math.round(first.medianPay! / 1000)}K median pay${first.percent}% Skill match`,
    );
    // The hard-skill table says whose figure each column is: the person's level, the experience the role asks for.
    const hard = screen.getAllByRole('table').find((t) => within(t).queryByRole('columnheader', { name: 'Score' }))!;
    expect(within(hard).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Skill', 'Your level', 'The role expects', 'Score']);

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(calls.some((c) => c.url === '/api/skillmatch/reports/r-1/pdf')).toBe(true);
  });

  it("links both roles to their career pages, which name the O*NET occupation behind a role's requirements", async () => {
    const toProduct: SkillMatchInput = { ...input, desiredRole: 'Product Manager' };
    const productReport = { ...report, input: toProduct, result: matchSkills(toProduct, defaultCatalogue) } as unknown as ReportWire;
    renderPage('/skillmatch/reports/r-1', <ReportPage />, { 'GET /api/skillmatch/reports/r-1': () => Response.json(productReport) }, SIGNED_IN, PATTERN);
    const future = await screen.findByRole('region', { name: 'Future you' });
    // Product Manager is measured against O*NET's IT Project Managers (libs/skillmatch README, 'Roles').
    expect(within(future).getByRole('link', { name: 'Product Manager' })).toHaveAttribute('href', '/careers/15-1299.09');
    const today = screen.getByRole('region', { name: 'You today' });
    expect(within(today).getByRole('link', { name: 'Graphic Designer' })).toHaveAttribute('href', '/careers/27-1024.00');
  });

  it('shows the related roles of a report saved before results carried their pay, without pay', async () => {
    const relatedRoles = report.result.relatedRoles.map(({ medianPay: _dropped, medianHourlyPay: _hourly, ...role }) => role);
    const older = { ...report, result: { ...report.result, relatedRoles } } as ReportWire;
    renderPage('/skillmatch/reports/r-1', <ReportPage />, { 'GET /api/skillmatch/reports/r-1': () => Response.json(older) }, SIGNED_IN, PATTERN);
    const related = await screen.findByRole('region', { name: 'Related roles' });
    expect(within(related).getAllByRole('listitem')).toHaveLength(relatedRoles.length);
    expect(related).not.toHaveTextContent('median pay');
  });

  it('says so when no role is close enough to the desired one to suggest, instead of an empty list', async () => {
    // The engine lists none when no role is 0.3 alike (libs/skillmatch, related-roles tests); every role of the default
    // catalogue has one, so the report here is one whose list came back empty.
    const toDesigner: SkillMatchInput = { ...input, desiredRole: 'Industrial Designer' };
    const result = { ...matchSkills(toDesigner, defaultCatalogue), relatedRoles: [] };
    const designerReport = { ...report, input: toDesigner, result } as unknown as ReportWire;
    renderPage('/skillmatch/reports/r-1', <ReportPage />, { 'GET /api/skillmatch/reports/r-1': () => Response.json(designerReport) }, SIGNED_IN, PATTERN);
    const related = await screen.findByRole('region', { name: 'Related roles' });
    expect(within(related).queryByRole('list')).toBeNull();
    expect(related).toHaveTextContent("No other role we know is close enough to Industrial Designer in the skills it asks for to suggest here. Explore careers to compare roles yourself.");
    expect(within(related).getByRole('link', { name: 'Explore careers' })).toHaveAttribute('href', '/careers');
  });

  it('says which knowledge was counted from the years in the current role', async () => {
    const nurse: SkillMatchInput = { ...input, currentRole: 'Registered Nurse', hardSkills: [], softSkills: [], desiredRole: 'Health Services Manager', desiredLevel: 'middle' };
    const nurseReport = { ...report, input: nurse, result: matchSkills(nurse, defaultCatalogue) } as unknown as ReportWire;
    const { user } = renderPage('/skillmatch/reports/r-1', <ReportPage />, { 'GET /api/skillmatch/reports/r-1': () => Response.json(nurseReport) }, SIGNED_IN, PATTERN);
    await user.click(await screen.findByRole('button', { name: 'Why this match?' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Counted from your role' })).toBeInTheDocument();
    expect(screen.getByText(/^What your years as Registered Nurse have taught you: .*Customer and Personal Service/)).toBeInTheDocument();
  });

  it('starts a fresh questionnaire from New skill match', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...emptyAnswers(), currentRole: 'UX Designer', allowedStep: 3 }));
    const { user, router } = renderPage('/skillmatch/reports/r-1', <ReportPage />, { 'GET /api/skillmatch/reports/r-1': () => Response.json(report) }, SIGNED_IN, PATTERN);
    await user.click(await screen.findByRole('button', { name: 'New skill match' }));
    expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/1');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('leads on to a roadmap towards the desired role, starting from this report', async () => {
    renderPage('/skillmatch/reports/r-1', <ReportPage />, { 'GET /api/skillmatch/reports/r-1': () => Response.json(report) }, SIGNED_IN, PATTERN);
    expect(await screen.findByRole('link', { name: 'Plan a roadmap' })).toHaveAttribute('href', '/roadmap?target=UX%20Designer&report=r-1');
  });

  it('deletes the report after a confirm step that names it, says so and puts focus on that, and never asks for it again', async () => {
    const { user, calls } = renderDeletable(() => new Response(null, { status: 204 }));
    const deletes = () => calls.filter((c) => c.method === 'DELETE');
    await user.click(await screen.findByRole('button', { name: 'Delete this report' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this report?' });
    expect(dialog).toHaveAccessibleDescription(
      'Graphic Designer to UX Designer, saved on 20 November 2026. Deleting it cannot be undone; your roadmap and your other reports stay as they are.',
    );
    // "Keep it" deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes()).toHaveLength(0);

    const scrolled = vi.spyOn(window, 'scrollTo');
    await user.click(screen.getByRole('button', { name: 'Delete this report' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report deleted' })).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    expect(screen.getByText(/^Your skill match from Graphic Designer to UX Designer, saved on 20 November 2026, is no longer in your account\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your reports' })).toHaveAttribute('href', '/dashboard');
    expect(deletes().map((c) => c.url)).toEqual(['/api/skillmatch/reports/r-1']);
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/skillmatch/reports/r-1')).toHaveLength(1);
  });

  it('says the report is deleted when it already was (404), in another tab say', async () => {
    const { user } = renderDeletable(() => Response.json({ code: 'REPORT_NOT_FOUND', detail: 'We could not find this skill-match report.', request_id: 'r' }, { status: 404 }));
    await user.click(await screen.findByRole('button', { name: 'Delete this report' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report deleted' })).toHaveFocus();
  });

  it('keeps the report on screen and says why when it cannot be deleted', async () => {
    const { user } = renderDeletable(() => Response.json({ code: 'RATE_LIMITED', detail: 'Too many requests. Please try again in 1 minute.', request_id: 'r' }, { status: 429 }));
    await user.click(await screen.findByRole('button', { name: 'Delete this report' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not delete the report. Too many requests. Please try again in 1 minute.');
    expect(screen.getByRole('heading', { level: 1, name: 'Your skill match' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    const unauthenticated = () => Response.json({ code: 'UNAUTHENTICATED', detail: 'Please log in to continue.', request_id: 'r' }, { status: 401 });
    renderPage('/skillmatch/reports/r-1', <ReportPage />, { 'GET /api/skillmatch/reports/r-1': unauthenticated }, null, PATTERN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see this report' })).toBeInTheDocument();
    // Signing in comes back to this report.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fskillmatch%2Freports%2Fr-1');
  });

  it("says so for a report that is not the user's (or does not exist)", async () => {
    renderPage('/skillmatch/reports/someone-else', <ReportPage />, {}, SIGNED_IN, PATTERN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your reports' })).toHaveAttribute('href', '/dashboard');
  });

  it('says the same for an address that holds no report id (the API answers 400)', async () => {
    const invalid = () => Response.json({ code: 'VALIDATION_FAILED', detail: 'The report id must be a UUID.', request_id: 'r' }, { status: 400 });
    renderPage('/skillmatch/reports/abc', <ReportPage />, { 'GET /api/skillmatch/reports/abc': invalid }, SIGNED_IN, PATTERN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report not found' })).toBeInTheDocument();
  });

  it('says a failed load is a failure, not a missing report, and opens the report on "Try again"', async () => {
    let down = true;
    const { user } = renderPage(
      '/skillmatch/reports/r-1',
      <ReportPage />,
      {
        'GET /api/skillmatch/reports/r-1': () =>
          down ? Response.json({ code: 'RATE_LIMITED', detail: 'Too many requests. Please try again in 30 seconds.', request_id: 'r' }, { status: 429 }) : Response.json(report),
      },
      SIGNED_IN,
      PATTERN,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the report. Too many requests. Please try again in 30 seconds.');
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute('href', '/dashboard');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your skill match' })).toBeInTheDocument();
  });
});
