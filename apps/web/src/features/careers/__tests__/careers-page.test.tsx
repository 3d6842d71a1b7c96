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

const routes = {
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

  it("shows a matched name only when it says more than the title (not a plural or a case change)", () => {
    expect(isOtherName('Software Engineer', 'Software Developers')).toBe(true);
    expect(isOtherName('Data Scientists', 'Data Scientist')).toBe(false);
    expect(isOtherName('data scientist', 'Data Scientist')).toBe(false);
    expect(isOtherName(undefined, 'Data Scientist')).toBe(false);
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
});
