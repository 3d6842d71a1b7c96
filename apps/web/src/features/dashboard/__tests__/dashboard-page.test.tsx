import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../dashboard-page';
import { renderPage, SIGNED_IN } from '../../../test/render-page';

// See the roadmap tests: the generated client with an absolute base, calling the stubbed fetch.
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

afterEach(() => window.localStorage.clear());

const attempt = (completed_at: string, scores: [number, number]) => ({
  assessment_id: 'a',
  attempt_id: completed_at,
  complete: true,
  completed_at,
  started_at: completed_at,
  encouragement: null,
  source: 'live',
  slug: 'whats-not-working',
  title: 'What Is Not Working',
  thrive: null,
  scores: {
    answered: 10,
    complete: true,
    dimensions: [
      { dimension: 'Workload', raw: scores[0], score: scores[0] },
      { dimension: 'Recognition', raw: scores[1], score: scores[1] },
    ],
    flat: false,
    missing: [],
    note: '',
    slug: 'whats-not-working',
    strongest: [],
    summary: 'Workload stands out.',
    title: 'What Is Not Working',
    total: scores[0] + scores[1],
    weakest: [],
  },
});

const empty = {
  'GET /api/assessment/history': () => Response.json({ attempts: [] }),
  'GET /api/skillmatch/reports': () => Response.json({ reports: [] }),
  'GET /api/practice/attempts': () => Response.json({ attempts: [] }),
};

describe('the dashboard', () => {
  it('asks a visitor to log in or sign up, and points to an anonymous assessment', async () => {
    const { calls } = renderPage('/dashboard', <DashboardPage />, empty);
    const prompt = await screen.findByRole('region', { name: 'Log in to see your dashboard' });
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
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

  it('lists saved skill-match reports, each opened in the app or downloaded as a PDF', async () => {
    const reports = [{ report_id: 'r-1', current_role: 'Graphic Designer', desired_role: 'UX Designer', percent: 42, created_at: '2026-11-20T10:00:00.000Z' }];
    renderPage('/dashboard', <DashboardPage />, { ...empty, 'GET /api/skillmatch/reports': () => Response.json({ reports }) }, SIGNED_IN);
    const section = await screen.findByRole('region', { name: 'Skill-match reports' });
    expect(await within(section).findByRole('heading', { level: 3, name: 'Graphic Designer to UX Designer' })).toBeInTheDocument();
    expect(within(section).getByText('42% match · 20 Nov 2026')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open the report' })).toHaveAttribute('href', '/skillmatch/reports/r-1');
    expect(within(section).getByRole('link', { name: 'Download it (PDF)' })).toHaveAttribute('href', '/api/skillmatch/reports/r-1/pdf');
  });

  it('shows the latest 3 reports and the rest behind a toggle', async () => {
    const reports = Array.from({ length: 5 }, (_, i) => ({
      report_id: `r-${i + 1}`,
      current_role: 'Graphic Designer',
      desired_role: `Role ${i + 1}`,
      percent: 40 + i,
      created_at: `2026-11-2${i}T10:00:00.000Z`,
    }));
    const { user } = renderPage('/dashboard', <DashboardPage />, { ...empty, 'GET /api/skillmatch/reports': () => Response.json({ reports }) }, SIGNED_IN);
    const section = await screen.findByRole('region', { name: 'Skill-match reports' });
    await within(section).findByRole('heading', { level: 3, name: 'Graphic Designer to Role 1' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Graphic Designer to Role 1', 'Graphic Designer to Role 2', 'Graphic Designer to Role 3']);
    const toggle = within(section).getByRole('button', { name: 'Show all 5 reports' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(section).getByRole('button', { name: 'Show the latest 3' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the latest result with its change since the previous attempt, and then suggests a skill match', async () => {
    renderPage(
      '/dashboard',
      <DashboardPage />,
      { ...empty, 'GET /api/assessment/history': () => Response.json({ attempts: [attempt('2026-02-01T10:00:00.000Z', [4, 2]), attempt('2026-01-01T10:00:00.000Z', [3, 2])] }) },
      SIGNED_IN,
    );
    expect(await screen.findByRole('region', { name: 'Run a skill match' })).toBeInTheDocument();
    const dims = screen.getByRole('list', { name: 'What Is Not Working: scores by dimension' });
    expect(within(dims).getByText('up 1')).toBeInTheDocument();
    expect(within(dims).getByText('no change')).toBeInTheDocument();
    expect(screen.getByText(/2 attempts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take an assessment again' })).toHaveAttribute('href', '/assessments');
  });
});
