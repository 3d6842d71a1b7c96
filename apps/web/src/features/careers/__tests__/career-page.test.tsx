import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CareerWire } from '../api/career-api';
import { CareerPage } from '../career-page';
import { renderPage } from '../../../test/render-page';

// The generated client with an absolute base, calling the stubbed fetch (as in the other page tests).
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

const career: CareerWire = {
  code: '15-1252.00',
  title: 'Software Developers',
  role: 'Software Engineer',
  description: 'Research, design, and develop computer and network software.',
  jobZone: 4,
  industry: 'Computer and Mathematical',
  salaryRange: '$80K - $211K',
  salary: { low: 79_850, median: 133_080, high: 211_450, currency: 'USD', source: 'BLS OEWS, May 2024', year: 2024 },
  hourlyPay: null,
  growth: { percent: 15.8, period: '2024-2034', source: 'BLS Employment Projections 2024-34' },
  tasks: Array.from({ length: 8 }, (_, i) => `Task number ${i + 1}.`),
  alternateTitles: ['Software Engineer', 'Application Developer'],
  skills: [
    { id: 'programming', name: 'Programming', kind: 'hard', importance: 4.75, level: 4.88 },
    { id: 'listening', name: 'Active Listening', kind: 'soft', importance: 3.75, level: 4 },
  ],
  skillsFrom: null,
  trending: true,
  related: [
    { code: '15-1251.00', role: 'Computer Programmer', percent: 81, medianPay: 99_700, medianHourlyPay: null },
    { code: '15-1254.00', role: 'Web Developer', percent: 71, medianPay: null, medianHourlyPay: null },
    { code: '27-2011.00', role: 'Actor', percent: 40, medianPay: null, medianHourlyPay: 23.33 },
  ],
  catalogue_source: 'O*NET 29.3 Database by USDOL/ETA (CC BY 4.0)',
};

const routes = { 'GET /api/careers/15-1252.00': () => Response.json(career) };

describe('the occupation page', () => {
  it('shows the role, its other names, pay, outlook and preparation with sources', async () => {
    renderPage('/careers/15-1252.00', <CareerPage />, routes, null, '/careers/:code');
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Engineer' })).toBeInTheDocument();
    expect(screen.getByText('O*NET occupation: Software Developers')).toBeInTheDocument();
    // The tab is named after the job, not the route's generic 'Career'.
    expect(document.title).toBe('Software Engineer · Waypoint');
    expect(screen.getByText('Also called: Application Developer')).toBeInTheDocument();

    const pay = screen.getByRole('region', { name: 'Pay and outlook' });
    const figure = (term: string) => within(pay).getByText(term).nextElementSibling?.textContent;
    expect(figure('Median pay (US)')).toBe('$133K');
    expect(figure('Pay range (US)')).toBe('$80K - $211K');
    expect(figure('Job outlook')).toBe('+15.8%');
    expect(figure('Preparation')).toBe('High');
    expect(within(pay).getByText('Sources: BLS OEWS, May 2024; BLS Employment Projections 2024-34.')).toBeInTheDocument();
  });

  it('groups the key skills and lists six main tasks with a link to the day plan and to skill match', async () => {
    renderPage('/careers/15-1252.00', <CareerPage />, routes, null, '/careers/:code');
    const skills = await screen.findByRole('region', { name: 'Key skills' });
    expect(within(skills).getByRole('heading', { level: 3, name: 'Skills and tools' }).nextElementSibling).toHaveTextContent('Programming');
    expect(within(skills).getByRole('heading', { level: 3, name: 'Soft skills' }).nextElementSibling).toHaveTextContent('Active Listening');
    expect(within(skills).queryByText(/has not rated/u)).not.toBeInTheDocument();

    const day = screen.getByRole('region', { name: 'Main tasks' });
    expect(within(day).getAllByRole('listitem')).toHaveLength(6);
    expect(within(day).getByRole('link', { name: 'See them over a typical day' })).toHaveAttribute('href', '/typical-day?code=15-1252.00');
    expect(screen.getByRole('link', { name: 'Analyze skill match' })).toHaveAttribute('href', '/skillmatch/questionnaire/1?desiredRole=Software%20Engineer');
    expect(screen.getByRole('link', { name: 'Plan a roadmap' })).toHaveAttribute('href', '/roadmap?target=Software%20Engineer');
  });

  it('lists related roles with their skill match and median pay when known, each linking to its own page', async () => {
    renderPage('/careers/15-1252.00', <CareerPage />, routes, null, '/careers/:code');
    const related = await screen.findByRole('region', { name: 'Related roles' });
    const items = within(within(related).getByRole('list', { name: 'Roles related to Software Engineer' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Computer Programmer81% skill match · $100K median pay',
      'Web Developer71% skill match',
      // BLS publishes only hourly wages for actors.
      'Actor40% skill match · $23.33 an hour median pay',
    ]);
    expect(within(related).getByRole('link', { name: 'Web Developer' })).toHaveAttribute('href', '/careers/15-1254.00');
    expect(within(related).getByText(/how much of each role's skills a Software Engineer already brings; the pay is the role's US median/u)).toBeInTheDocument();
  });

  it("says whose skills they are when O*NET rates none of the occupation's own, linking to it when the catalogue holds it", async () => {
    const borrowed = { ...career, skillsFrom: { code: '15-1251.00', role: 'Computer Programmer' } };
    const { unmount } = renderPage('/careers/15-1252.00', <CareerPage />, { 'GET /api/careers/15-1252.00': () => Response.json(borrowed) }, null, '/careers/:code');
    let skills = await screen.findByRole('region', { name: 'Key skills' });
    expect(within(skills).getByText(/has not rated/u)).toHaveTextContent(
      "O*NET has not rated this occupation's skills yet, so these are those of the occupation most like it: Computer Programmer.",
    );
    expect(within(skills).getByRole('link', { name: 'Computer Programmer' })).toHaveAttribute('href', '/careers/15-1251.00');
    unmount();

    const elsewhere = { ...career, skillsFrom: { code: '29-1141.01', role: null } };
    renderPage('/careers/15-1252.00', <CareerPage />, { 'GET /api/careers/15-1252.00': () => Response.json(elsewhere) }, null, '/careers/:code');
    skills = await screen.findByRole('region', { name: 'Key skills' });
    expect(within(skills).getByText(/has not rated/u)).toHaveTextContent(/most like it: O\*NET 29-1141\.01\.$/u);
    expect(within(skills).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says "an" before a role that starts with a vowel sound', async () => {
    const engineer = { ...career, code: '17-2071.00', role: 'Electrical Engineer' };
    renderPage('/careers/17-2071.00', <CareerPage />, { 'GET /api/careers/17-2071.00': () => Response.json(engineer) }, null, '/careers/:code');
    const related = await screen.findByRole('region', { name: 'Related roles' });
    expect(within(related).getByText(/how much of each role's skills an Electrical Engineer already brings/u)).toBeInTheDocument();
  });

  it("gives BLS's top code as that figure or more, and says why", async () => {
    const salary = { low: 83_390, median: 239_200, high: 239_200, currency: 'USD' as const, source: 'BLS OEWS, May 2024', year: 2024 };
    const surgeon = { ...career, code: '29-1242.00', role: 'Orthopedic Surgeon', salary, salaryRange: '$83K - $239K+' };
    renderPage('/careers/29-1242.00', <CareerPage />, { 'GET /api/careers/29-1242.00': () => Response.json(surgeon) }, null, '/careers/:code');
    const pay = await screen.findByRole('region', { name: 'Pay and outlook' });
    // It read '$239K a year', as if the median were known.
    expect(within(pay).getByText('Median pay (US)').parentElement).toHaveTextContent(/^Median pay \(US\)\$239K\+a year: BLS publishes no figure above \$239,200$/u);
  });

  it('gives hourly wages where BLS publishes no yearly pay for the work', async () => {
    const hourlyPay = { low: 14, median: 23.33, high: 97.19, currency: 'USD' as const, source: 'BLS OEWS, May 2024 (hourly)', year: 2024 };
    const actor = { ...career, code: '27-2011.00', role: 'Actor', salary: null, hourlyPay, salaryRange: '$14.00 - $97.19 an hour' };
    renderPage('/careers/27-2011.00', <CareerPage />, { 'GET /api/careers/27-2011.00': () => Response.json(actor) }, null, '/careers/:code');
    const pay = await screen.findByRole('region', { name: 'Pay and outlook' });
    expect(within(pay).getByText('Median pay (US)').parentElement).toHaveTextContent(/^Median pay \(US\)\$23\.33an hour: few work a full year/u);
    expect(within(pay).getByText('Pay range (US)').parentElement).toHaveTextContent('Pay range (US)$14.00 - $97.19an hour, 10th to 90th percentile');
    expect(within(pay).getByText(/^Sources:/u)).toHaveTextContent('Sources: BLS OEWS, May 2024 (hourly);');
  });

  it('leaves out what the catalogue does not know', async () => {
    const sparse = { ...career, salary: null, salaryRange: 'Not available', growth: null, jobZone: null, alternateTitles: [], tasks: [], related: [] };
    renderPage('/careers/15-1252.00', <CareerPage />, { 'GET /api/careers/15-1252.00': () => Response.json(sparse) }, null, '/careers/:code');
    const pay = await screen.findByRole('region', { name: 'Pay and outlook' });
    expect(within(pay).queryByText('Median pay (US)')).not.toBeInTheDocument();
    expect(within(pay).queryByText('Preparation')).not.toBeInTheDocument();
    expect(within(pay).getByText('Job outlook').nextElementSibling).toHaveTextContent('Not available');
    // No percentile note under a range that is not there (BLS publishes only hourly wages for musicians).
    expect(within(pay).getByText('Pay range (US)').parentElement).toHaveTextContent(/^Pay range \(US\)Not available$/);
    expect(screen.queryByText(/Also called/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Main tasks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Related roles' })).not.toBeInTheDocument();
  });

  it('says so when the code is unknown', async () => {
    renderPage('/careers/99-9999.99', <CareerPage />, routes, null, '/careers/:code');
    expect(await screen.findByRole('heading', { level: 1, name: 'Career not found' })).toBeInTheDocument();
    expect(screen.getByText(/We have no occupation with the code 99-9999.99/)).toBeInTheDocument();
    // The way on from an old or mistyped link is the search by name; the tab says what happened.
    expect(screen.getByRole('link', { name: 'Search all careers' })).toHaveAttribute('href', '/careers');
    expect(document.title).toBe('Career not found · Waypoint');
  });

  it('tells a failed load from an unknown code, and loads the career on "Try again"', async () => {
    let down = true;
    const { user } = renderPage(
      '/careers/15-1252.00',
      <CareerPage />,
      {
        'GET /api/careers/15-1252.00': () =>
          down
            ? Response.json({ code: 'DATABASE_UNAVAILABLE', detail: 'The service is briefly unavailable; please retry in a few seconds.', request_id: 'r' }, { status: 503 })
            : Response.json(career),
      },
      null,
      '/careers/:code',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this career. The service is briefly unavailable; please retry in a few seconds.');
    expect(screen.queryByRole('heading', { name: 'Career not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search all careers' })).toHaveAttribute('href', '/careers');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Engineer' })).toBeInTheDocument();
  });
});
