// The 'Hot careers' card: 2 rows until 'View All', the outlook column named after the data's projection period, the
// source note, and the role dialog linking to the occupation page. The network answers a fixed trending payload.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';

const growth = { percent: 15.8, period: '2024-2034', source: 'BLS Employment Projections 2024-34' };
const careers = ['Software Engineer', 'Data Scientist', 'Video Game Designer', 'Cybersecurity Analyst', 'Machine Learning Engineer', 'IT Support Specialist'].map(
  (role, i) => ({
    id: `15-12${i}0.00`,
    role,
    descr: `${role} description`,
    salary: '$80K - $200K',
    industry: 'Technology',
    keySkills: ['Programming', 'Mathematics', 'Systems Analysis'],
    jobOutlook: '+15.8% (2024-2034)',
    growth,
  }),
);

// Node's Request cannot parse the same-origin relative URLs the SPA's client uses; resolve them like a browser would.
class BrowserRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}

const trending = () =>
  Response.json({
    careers,
    outlook_period: '2024-2034',
    outlook_source: 'BLS Employment Projections 2024-34',
    salary_source: 'BLS OEWS May 2024',
    salary_year: 2024,
    catalogue_source: 'test',
  });

beforeEach(() => {
  vi.stubGlobal('Request', BrowserRequest);
  // A plain function, not vi.fn(): restoreMocks would empty a mock the client captured in an earlier test.
  vi.stubGlobal('fetch', async () => trending());
});

function renderCard(Card: () => React.JSX.Element) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Card />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('names the outlook column after the end of the projection period', async () => {
  const { outlookHeader } = await import('../components/trending-careers');
  expect(outlookHeader('2024-2034')).toBe('Job outlook (2034)');
  expect(outlookHeader(null)).toBe('Job outlook');
});

it('shows 2 roles, all 6 after View All, and a dialog with the role details', async () => {
  const { TrendingCareers } = await import('../components/trending-careers');
  const user = userEvent.setup();
  renderCard(TrendingCareers);
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Job outlook (2034)' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'Key skills (count)' })).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
  // The note says what the list is (the catalogue's fastest growers, D22) and where its figures come from.
  expect(screen.getByText(/fastest projected employment growth in our occupation catalogue.*BLS Employment Projections 2024-34/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'View All' }));
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
  await user.click(screen.getByRole('button', { name: 'View Less' }));
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);

  await user.click(within(table).getByRole('button', { name: 'Data Scientist' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Technology')).toBeInTheDocument();
  expect(within(dialog).getByText('+15.8% (2024-2034)')).toBeInTheDocument();
  expect(within(dialog).getByText('Systems Analysis')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'More about Data Scientist' })).toHaveAttribute('href', '/careers/15-1210.00');
});

it('says in words when the connection dropped, through the real client, and shows the careers after "Try again"', async () => {
  const { TrendingCareers } = await import('../components/trending-careers');
  let online = false;
  vi.stubGlobal('fetch', async () => {
    if (!online) throw new TypeError('Failed to fetch');
    return trending();
  });
  const user = userEvent.setup();
  renderCard(TrendingCareers);
  // A dropped connection is retried twice (1 s, then 2 s) before the card says so (within the 10 s a wait gets).
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load the trending careers. We could not reach Waypoint. Check your connection.');
  expect(alert).not.toHaveTextContent('Failed to fetch');
  online = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
}, 15_000);
