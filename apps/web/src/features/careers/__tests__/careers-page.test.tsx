import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CareersPage } from '../careers-page';
import { isOtherName } from '../../../lib/career-search';
import { renderPage } from '../../../test/render-page';

// The generated client with an absolute base, calling the stubbed fetch (as in the other page tests).
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

const SOURCE = 'O*NET 29.3 Database by USDOL/ETA (CC BY 4.0)';
const fieldRoutes = {
  'GET /api/careers/fields': () =>
    Response.json({
      fields: [
        { id: '15', name: 'Computer and Mathematical', count: 2 },
        { id: '23', name: 'Legal', count: 1 },
      ],
      catalogue_source: SOURCE,
    }),
  'GET /api/careers/fields/15': () =>
    Response.json({
      id: '15',
      name: 'Computer and Mathematical',
      occupations: [
        { code: '15-2051.00', role: 'Data Scientist', title: 'Data Scientists', medianPay: 112_590, medianHourlyPay: null, growthPercent: null },
        { code: '15-1252.00', role: 'Software Engineer', title: 'Software Developers', medianPay: 133_080, medianHourlyPay: null, growthPercent: 15.8 },
      ],
      catalogue_source: SOURCE,
    }),
  'GET /api/careers/fields/99': () => Response.json({ code: 'FIELD_NOT_FOUND', detail: 'We have no occupations in the field "99".', request_id: 'r' }, { status: 404 }),
};

const routes = {
  ...fieldRoutes,
  'GET /api/careers': ({ url }: { url: URL }) =>
    Response.json({
      results: (url.searchParams.get('q') ?? '').toLowerCase().startsWith('software')
        ? [
            { code: '15-1252.00', title: 'Software Developers', matched: 'Software Engineer' },
            { code: '15-1253.00', title: 'Software Quality Assurance Analysts and Testers', matched: 'Software Quality Assurance Analysts and Testers' },
          ]
        : [],
    }),
};

describe('the careers index', () => {
  it('searches as the user types, keeps the query in the address and links each result to its page', async () => {
    const { user, router, calls } = renderPage('/careers', <CareersPage />, routes);
    expect(screen.getByText('Type at least two letters.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search occupations' }), 'software');

    const list = await screen.findByRole('list', { name: 'Occupations' });
    expect(within(list).getByRole('link', { name: 'Software Developers' })).toHaveAttribute('href', '/careers/15-1252.00');
    expect(within(list).getByText('Also called Software Engineer')).toBeInTheDocument();
    // The matched name is shown only when it differs from the title.
    expect(within(list).getAllByText(/^Also called/)).toHaveLength(1);
    expect(screen.getByText('2 occupations found.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=software');
    expect(calls.filter((c) => c.url.startsWith('/api/careers?')).at(-1)?.url).toBe('/api/careers?q=software&limit=30');
  });

  it('shows an occupation found by a skill with that skill, not as another name', async () => {
    const bySkill = {
      'GET /api/careers': () =>
        Response.json({ results: [{ code: '15-2051.00', title: 'Data Scientist', matched: 'Data Scientist', skill: 'Python' }] }),
    };
    renderPage('/careers?q=python', <CareersPage />, bySkill);
    const list = await screen.findByRole('list', { name: 'Occupations' });
    expect(within(list).getByRole('link', { name: 'Data Scientist' })).toHaveAttribute('href', '/careers/15-2051.00');
    expect(within(list).getByText('Key skill: Python')).toBeInTheDocument();
    expect(within(list).queryByText(/Also called/)).not.toBeInTheDocument();
  });

  it('stops the search box at the longest query the API takes, and says why a refused query was refused', async () => {
    const refused = {
      'GET /api/careers': () =>
        Response.json(
          { code: 'VALIDATION_FAILED', detail: 'The request is invalid; see issues.', request_id: 'r', issues: [{ path: 'querystring.q', message: 'Please keep the search to 120 characters.' }] },
          { status: 400 },
        ),
    };
    renderPage(`/careers?q=${'nurse'.repeat(30)}`, <CareersPage />, refused);
    expect(screen.getByRole('searchbox', { name: 'Search occupations' })).toHaveAttribute('maxlength', '120');
    expect(await screen.findByText('Please keep the search to 120 characters.')).toBeInTheDocument();
  });

  it('starts from ?q= and says when nothing matches', async () => {
    renderPage('/careers?q=zzz', <CareersPage />, routes);
    expect(screen.getByRole('searchbox', { name: 'Search occupations' })).toHaveValue('zzz');
    expect(await screen.findByText('No occupation matches "zzz". Try a shorter or different word.')).toBeInTheDocument();
    // Nothing found: the suggestions come back as a way on.
    expect(within(screen.getByRole('region', { name: 'Try' })).getByRole('link', { name: 'Nurse' })).toBeInTheDocument();
  });

  it('offers the corrected query when a slip of the keys finds nothing; one press searches it, with focus in the box', async () => {
    const withSuggestion = {
      'GET /api/careers': ({ url }: { url: URL }) =>
        url.searchParams.get('q') === 'sofwtare'
          ? Response.json({ results: [], suggestion: 'software' })
          : routes['GET /api/careers']({ url }),
    };
    const { user, router } = renderPage('/careers?q=sofwtare', <CareersPage />, withSuggestion);
    expect(await screen.findByText(/^No occupation matches "sofwtare"\. Did you mean/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'software' }));
    const box = screen.getByRole('searchbox', { name: 'Search occupations' });
    expect(box).toHaveValue('software');
    expect(box).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Software Developers' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=software');
  });

  it("shows a matched name only when it says more than the title (not a plural, a case change or words the title says)", () => {
    expect(isOtherName('Software Engineer', 'Software Developers')).toBe(true);
    expect(isOtherName('Data Scientists', 'Data Scientist')).toBe(false);
    expect(isOtherName('data scientist', 'Data Scientist')).toBe(false);
    expect(isOtherName(undefined, 'Data Scientist')).toBe(false);
    // A name the title already says in its words adds nothing; one with other words does.
    expect(isOtherName('Analyst', 'Financial Analyst')).toBe(false);
    expect(isOtherName('Analysts', 'Financial Analyst')).toBe(false);
    expect(isOtherName('Analyst Programmer', 'Computer Programmer')).toBe(true);
    expect(isOtherName('Nurse', 'Nurse Practitioner')).toBe(false);
    expect(isOtherName('Practical Nurse', 'Registered Nurse')).toBe(true);
    expect(isOtherName('Lyst', 'Financial Analyst')).toBe(true);
  });

  it('suggests searches to start from; a suggestion fills the box, which keeps what is typed after it', async () => {
    const { user, router } = renderPage('/careers', <CareersPage />, routes);
    const tries = screen.getByRole('region', { name: 'Try' });
    const nurse = within(tries).getByRole('link', { name: 'Nurse' });
    expect(nurse).toHaveAttribute('href', '/careers?q=Nurse');
    await user.click(nurse);
    const box = screen.getByRole('searchbox', { name: 'Search occupations' });
    expect(box).toHaveValue('Nurse');
    // The chosen suggestion is gone with the others: focus is in the box, not lost to the page.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Try' })).not.toBeInTheDocument());
    expect(box).toHaveFocus();
    await user.type(box, ' practitioner');
    expect(box).toHaveValue('Nurse practitioner');
    expect(router.state.location.search).toBe('?q=Nurse+practitioner');
  });

  it('browses by field: a field lists its occupations with pay and outlook, and "All fields" goes back; focus follows', async () => {
    const { user, router } = renderPage('/careers', <CareersPage />, routes);
    const fields = await screen.findByRole('region', { name: 'Browse by field' });
    const computing = await within(fields).findByRole('link', { name: 'Computer and Mathematical 2 occupations' });
    expect(within(fields).getByRole('link', { name: 'Legal 1 occupation' })).toHaveAttribute('href', '/careers?field=23');
    await user.click(computing);

    const heading = await screen.findByRole('heading', { name: 'Computer and Mathematical' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe('?field=15');
    const list = screen.getByRole('list', { name: 'Occupations in Computer and Mathematical' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Data Scientist', 'Software Engineer']);
    expect(within(list).getByRole('link', { name: 'Software Engineer' })).toHaveAttribute('href', '/careers/15-1252.00');
    expect(within(list).getByText('Software Developers · $133K median pay · +15.8% outlook')).toBeInTheDocument();
    // A title that only adds a plural is not repeated; a figure the catalogue lacks is left out.
    expect(within(list).getByText('$113K median pay')).toBeInTheDocument();
    expect(screen.getByText(/^2 occupations\./)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All fields' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Browse by field' })).toHaveFocus());
    expect(router.state.location.search).toBe('');
  });

  it('says a field from an old or mistyped address is not one it knows, and offers all the fields', async () => {
    renderPage('/careers?field=99', <CareersPage />, routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that field. Pick one from all the fields.');
    expect(screen.getByRole('link', { name: 'All fields' })).toHaveAttribute('href', '/careers');
  });

  it('leaves the field for the results once the person searches', async () => {
    const { user, router } = renderPage('/careers?field=15', <CareersPage />, routes);
    await screen.findByRole('list', { name: 'Occupations in Computer and Mathematical' });
    await user.type(screen.getByRole('searchbox', { name: 'Search occupations' }), 'software');
    await screen.findByRole('list', { name: 'Occupations' });
    expect(screen.queryByRole('list', { name: 'Occupations in Computer and Mathematical' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=software');
  });
});
