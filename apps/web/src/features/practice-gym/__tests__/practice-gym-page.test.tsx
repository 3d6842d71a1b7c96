import { screen, within } from '@testing-library/react';
import { COACHING_TEXT, PracticeAttemptSchema, RubricSchema, ScenarioListSchema, type PracticeAttemptInput } from '@waypoint/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PracticeGymPage } from '../practice-gym-page';
import { momentLabels } from '../components/practice-history';
import { renderPage, SIGNED_IN } from '../../../test/render-page';

// See the roadmap tests: the generated client with an absolute base, calling the stubbed fetch.
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

afterEach(() => window.localStorage.clear());

const scenarios = ScenarioListSchema.parse({
  scenarios: [
    { id: 'negotiate-raise', skill: 'negotiation', title: 'Negotiating a raise', situation: 'Your review is next week.', prompt: 'What do you say to your manager?', rubric: ['structure', 'specificity'], roleGroups: [] },
    { id: 'give-feedback', skill: 'feedback', title: 'Giving feedback', situation: 'A colleague missed a deadline.', prompt: 'How do you open the talk?', rubric: ['empathy'], roleGroups: [] },
  ],
  weakSkills: ['negotiation'],
  targetCode: null,
});

const rubric = RubricSchema.parse({
  version: '1.0',
  criteria: [
    { id: 'structure', title: 'Structure', description: 'A clear beginning, middle and end.', levels: [{ score: 1, description: 'Hard to follow.' }, { score: 5, description: 'Easy to follow.' }] },
    { id: 'specificity', title: 'Specificity', description: 'Concrete facts and numbers.', levels: [{ score: 1, description: 'Vague.' }, { score: 5, description: 'Concrete.' }] },
  ],
});

/** Feedback quoting the user's own words (a substring of the answer), as the engine does. */
function feedbackFor(input: PracticeAttemptInput, id: string | null) {
  return PracticeAttemptSchema.parse({
    id,
    scenarioId: input.scenarioId,
    skill: 'negotiation',
    answer: input.answer,
    feedback: {
      criteria: [
        { criterion: 'structure', score: 3, quote: input.answer.slice(0, 24), comment: 'You open with the ask.' },
        { criterion: 'specificity', score: 2, quote: '', comment: 'Add a number.' },
      ],
      suggestion: 'Name the salary range you researched.',
    },
    overall: 2.5,
    engine: 'builtin',
    createdAt: '2026-01-05T10:00:00.000Z',
  });
}

const routes = (id: string | null) => ({
  'GET /api/practice/scenarios': () => Response.json(scenarios),
  'GET /api/practice/rubric': () => Response.json(rubric),
  'POST /api/practice/attempts': ({ body }: { body: unknown }) => Response.json(feedbackFor(body as PracticeAttemptInput, id), { status: 201 }),
  'GET /api/practice/attempts': () => Response.json({ attempts: [], total: 0, nextBefore: null }),
  'GET /api/practice/progress': () => Response.json({ skills: [] }),
});

describe('the practice gym', () => {
  it('lists the scenarios and filters them by soft skill', async () => {
    const { user } = renderPage('/practice-gym', <PracticeGymPage />, routes(null));
    expect(await screen.findByRole('heading', { name: 'Negotiating a raise' })).toBeInTheDocument();
    expect(screen.getByText('2 scenarios')).toBeInTheDocument();
    // Each link's name starts with its visible words and says which scenario it opens.
    expect(screen.getByRole('link', { name: 'Practise this: Negotiating a raise' })).toHaveAttribute('href', '/practice-gym?scenario=negotiate-raise');
    await user.click(within(screen.getByRole('group', { name: 'Filter by soft skill' })).getByRole('button', { name: /Giving and receiving feedback/ }));
    expect(screen.getByText('1 scenario')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Negotiating a raise' })).not.toBeInTheDocument();
  });

  it("asks for scenarios for the role a visitor's roadmap heads to when there is no skill match, and the skill match's role when there is", async () => {
    window.localStorage.setItem('waypoint.roadmap.v1', JSON.stringify({ input: {}, roadmap: { targetRole: 'Health Services Manager' } }));
    const first = renderPage('/practice-gym', <PracticeGymPage />, routes(null));
    await screen.findByRole('heading', { name: 'Negotiating a raise' });
    const asked = (calls: typeof first.calls) => new URLSearchParams(calls.find((c) => c.url.startsWith('/api/practice/scenarios'))!.url.split('?')[1]).get('targetRole');
    expect(asked(first.calls)).toBe('Health Services Manager');
    first.unmount();

    window.localStorage.setItem('waypoint.skillmatch.v1', JSON.stringify({ desiredRole: 'Data Scientist', softSkills: [] }));
    const second = renderPage('/practice-gym', <PracticeGymPage />, routes(null));
    await screen.findByRole('heading', { name: 'Negotiating a raise' });
    expect(asked(second.calls)).toBe('Data Scientist');
  });

  it('scores a visitor answer and quotes their own words, with the suggestion and the rubric', async () => {
    const answer = 'I would like to talk about my salary because I took on the team lead role in March.';
    const { user, calls } = renderPage('/practice-gym?scenario=negotiate-raise', <PracticeGymPage />, routes(null));
    expect(await screen.findByText('What do you say to your manager?')).toBeInTheDocument();
    expect(screen.getByText(/not saved/)).toBeInTheDocument();
    // Logging in from here comes back here (and the unfinished answer waits, see below).
    for (const link of screen.getAllByRole('link', { name: 'log in' })) {
      expect(link).toHaveAttribute('href', '/login?next=%2Fpractice-gym%3Fscenario%3Dnegotiate-raise');
    }
    const field = screen.getByLabelText('Your answer');
    await user.type(field, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Get feedback' }));
    expect(await screen.findByText(COACHING_TEXT.answerTooShort)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '... 12345 !!! ?? 67890 ...');
    await user.click(screen.getByRole('button', { name: 'Get feedback' }));
    expect(await screen.findByText(COACHING_TEXT.answerWithoutWords)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, answer);
    await user.click(screen.getByRole('button', { name: 'Get feedback' }));

    const feedback = await screen.findByRole('region', { name: 'Your feedback' });
    const quote = feedback.querySelector('blockquote');
    expect(quote).toHaveTextContent(answer.slice(0, 24));
    expect(within(feedback).getByText('3 / 5')).toBeInTheDocument();
    expect(within(feedback).getByText('No words in your answer matched this yet.')).toBeInTheDocument();
    expect(within(feedback).getByText('Name the salary range you researched.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ scenarioId: 'negotiate-raise', answer });
    expect(screen.getByText('How answers are scored (the rubric)')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/practice/attempts' && c.method === 'GET')).toBe(false);
  });

  it('keeps an unfinished answer per scenario when the person leaves and comes back, until it is scored', async () => {
    const first = renderPage('/practice-gym?scenario=negotiate-raise', <PracticeGymPage />, routes(null));
    expect(await screen.findByText(/A draft stays on this browser until it is scored/)).toBeInTheDocument();
    await first.user.type(screen.getByLabelText('Your answer'), 'I would like to talk about my salary');
    first.unmount();

    const other = renderPage('/practice-gym?scenario=give-feedback', <PracticeGymPage />, routes(null));
    expect(await screen.findByLabelText('Your answer')).toHaveValue('');
    other.unmount();

    const second = renderPage('/practice-gym?scenario=negotiate-raise', <PracticeGymPage />, routes(null));
    const field = await screen.findByLabelText('Your answer');
    expect(field).toHaveValue('I would like to talk about my salary');
    await second.user.type(field, ' because I took on the team lead role in March.');
    await second.user.click(screen.getByRole('button', { name: 'Get feedback' }));
    await screen.findByRole('region', { name: 'Your feedback' });
    expect(second.calls.find((c) => c.method === 'POST')?.body).toEqual({
      scenarioId: 'negotiate-raise',
      answer: 'I would like to talk about my salary because I took on the team lead role in March.',
    });
    second.unmount();

    renderPage('/practice-gym?scenario=negotiate-raise', <PracticeGymPage />, routes(null));
    expect(await screen.findByLabelText('Your answer')).toHaveValue('');
  });

  it('shows a signed-in user their attempts and their level per skill, with a table as the chart\'s text alternative', async () => {
    const saved = feedbackFor({ scenarioId: 'negotiate-raise', answer: 'I would like to talk about my salary today.' }, 'a1');
    renderPage(
      '/practice-gym',
      <PracticeGymPage />,
      {
        ...routes('a1'),
        'GET /api/practice/attempts': () => Response.json({ attempts: [saved], total: 1, nextBefore: null }),
        'GET /api/practice/progress': () =>
          Response.json({ skills: [{ skill: 'negotiation', level: 2.5, attempts: 1, history: [{ at: saved.createdAt, level: 2.5 }] }, { skill: 'feedback', level: null, attempts: 0, history: [] }] }),
      },
      SIGNED_IN,
    );
    const history = await screen.findByRole('region', { name: 'Your practice' });
    expect(await within(history).findByRole('heading', { name: 'Negotiating a raise' })).toBeInTheDocument();
    const row = within(history).getByRole('row', { name: /Negotiation/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2.5', '1', '2.5']);
    // The level is not the last score: the column says what it is.
    expect(within(history).getByRole('columnheader', { name: 'Level now (1-5): your last 3 scores on average' })).toBeInTheDocument();
    expect(within(history).queryByRole('row', { name: /Giving and receiving feedback/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/not saved/)).not.toBeInTheDocument();
  });

  it('opens a past attempt to the answer as written and its feedback, the criteria named by the rubric, and offers its scenario again', async () => {
    const saved = feedbackFor({ scenarioId: 'negotiate-raise', answer: 'I would like to talk about my salary today.\nI led 3 projects.' }, 'a1');
    const { user } = renderPage('/practice-gym', <PracticeGymPage />, { ...routes('a1'), 'GET /api/practice/attempts': () => Response.json({ attempts: [saved], total: 1, nextBefore: null }) }, SIGNED_IN);
    const history = await screen.findByRole('region', { name: 'Your practice' });
    // Each summary says which attempt it opens, starting with its visible words.
    const summary = await within(history).findByText('Your answer and feedback', { exact: false });
    const details = summary.closest('details')!;
    expect(details.querySelector('summary')).toHaveTextContent(/^Your answer and feedback: Negotiating a raise, 5 Jan 2026, \d{2}:\d{2}$/);
    expect(details).not.toHaveAttribute('open');
    await user.click(details.querySelector('summary')!);
    expect(details).toHaveAttribute('open');
    const body = within(details);
    expect(body.getByText('You wrote:').closest('figure')!.querySelector('blockquote')!.textContent).toBe(saved.answer);
    expect(body.getByRole('heading', { level: 5, name: 'Structure' })).toBeInTheDocument();
    expect(body.getByRole('heading', { level: 5, name: 'Specificity' })).toBeInTheDocument();
    expect(body.getByText('Add a number.')).toBeInTheDocument();
    expect(body.getByRole('heading', { level: 5, name: 'One thing to try next time' })).toBeInTheDocument();
    expect(body.getByText('Name the salary range you researched.')).toBeInTheDocument();

    // And back to the same scenario for another go.
    const again = within(history).getByRole('link', { name: 'Practise again: Negotiating a raise' });
    expect(again).toHaveAttribute('href', '/practice-gym?scenario=negotiate-raise');
    await user.click(again);
    // The link has gone with the list; the scenario's heading takes focus, and "All scenarios" hands it back to the list's.
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Negotiating a raise' })).toHaveFocus());
    expect(screen.getByLabelText('Your answer')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All scenarios' }));
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Choose a scenario' })).toHaveFocus());
  });

  it('lists past attempts 20 at a time and loads older ones on demand, focus on the first of them', async () => {
    const saved = (n: number) => ({ ...feedbackFor({ scenarioId: n % 2 ? 'negotiate-raise' : 'give-feedback', answer: `Attempt number ${n} about my salary.` }, `a${n}`) });
    const { user, calls } = renderPage(
      '/practice-gym',
      <PracticeGymPage />,
      {
        ...routes('a1'),
        'GET /api/practice/attempts': ({ url }) =>
          url.searchParams.get('before') === 'a20'
            ? Response.json({ attempts: [saved(21), saved(22)], total: 22, nextBefore: null })
            : Response.json({ attempts: Array.from({ length: 20 }, (_, i) => saved(i + 1)), total: 22, nextBefore: 'a20' }),
      },
      SIGNED_IN,
    );
    const history = await screen.findByRole('region', { name: 'Your practice' });
    await within(history).findByText('Showing 20 of 22.');
    expect(within(history).getAllByRole('heading', { level: 4 })).toHaveLength(20);
    await user.click(within(history).getByRole('button', { name: 'Show older attempts' }));
    await vi.waitFor(() => expect(within(history).getAllByRole('heading', { level: 4 })).toHaveLength(22));
    expect(within(history).getAllByRole('heading', { level: 4 })[20]).toHaveFocus();
    expect(within(history).queryByRole('button', { name: 'Show older attempts' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/practice/attempts')).map((c) => c.url)).toEqual([
      '/api/practice/attempts?limit=20',
      '/api/practice/attempts?limit=20&before=a20',
    ]);
  });

  describe('deleting an attempt', () => {
    const problem = (status: number, code: string, detail: string) => () => Response.json({ code, detail, request_id: 'r' }, { status });
    /** The gym with two saved attempts; DELETE answered by `answer`, which also takes the attempt off the server's list when it returns 204 or 404. */
    const renderDeletable = (answer: () => Response, { only = false } = {}) => {
      let saved = [
        feedbackFor({ scenarioId: 'negotiate-raise', answer: 'I would like to talk about my salary today.' }, 'a1'),
        { ...feedbackFor({ scenarioId: 'give-feedback', answer: 'Thanks for the draft; can we talk about the deadline?' }, 'a2'), skill: 'feedback' as const },
      ].slice(0, only ? 1 : 2);
      return renderPage(
        '/practice-gym',
        <PracticeGymPage />,
        {
          ...routes('a1'),
          'GET /api/practice/attempts': () => Response.json({ attempts: saved, total: saved.length, nextBefore: null }),
          'DELETE /api/practice/attempts/a1': () => {
            const response = answer();
            if (response.status === 204 || response.status === 404) saved = saved.filter((a) => a.id !== 'a1');
            return response;
          },
        },
        SIGNED_IN,
      );
    };
    it('asks first, naming the attempt; then the card goes, "Attempt deleted." takes focus and the levels are read again', async () => {
      const { user, calls } = renderDeletable(() => new Response(null, { status: 204 }));
      const history = await screen.findByRole('region', { name: 'Your practice' });
      const button = await within(history).findByRole('button', { name: /^Delete attempt: Negotiating a raise, 5 Jan 2026/ });
      await user.click(button);
      const dialog = screen.getByRole('dialog', { name: 'Delete this attempt?' });
      expect(dialog).toHaveAccessibleDescription(
        /^Negotiating a raise, 5 Jan 2026, \d{2}:\d{2}\. Deleting it cannot be undone: its answer and feedback go, and your level per skill is worked out without it\.$/,
      );
      // "Keep it" deletes nothing.
      await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

      const progressReads = () => calls.filter((c) => c.method === 'GET' && c.url === '/api/practice/progress').length;
      const readsBefore = progressReads();
      await user.click(within(history).getByRole('button', { name: /^Delete attempt: Negotiating a raise/ }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete attempt' }));
      const note = await within(history).findByText('Attempt deleted.');
      expect(note.parentElement).toHaveFocus();
      expect(note.parentElement).toHaveTextContent(/is no longer kept, and your level per skill no longer counts it\.$/);
      expect(within(history).queryByRole('heading', { name: 'Negotiating a raise' })).not.toBeInTheDocument();
      expect(within(history).getByRole('heading', { name: 'Giving feedback' })).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/practice/attempts/a1']);
      expect(progressReads()).toBeGreaterThan(readsBefore);
    });

    it('deleting the only attempt leaves the note and the empty history', async () => {
      const { user } = renderDeletable(() => new Response(null, { status: 204 }), { only: true });
      const history = await screen.findByRole('region', { name: 'Your practice' });
      await user.click(await within(history).findByRole('button', { name: /^Delete attempt: Negotiating a raise/ }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete attempt' }));
      expect((await within(history).findByText('Attempt deleted.')).parentElement).toHaveFocus();
      expect(within(history).getByText(/^No attempts yet\./)).toBeInTheDocument();
      expect(within(history).queryByRole('heading', { name: 'Past attempts' })).not.toBeInTheDocument();
    });

    it('counts an attempt already deleted (404, in another tab say) as deleted', async () => {
      const { user } = renderDeletable(problem(404, 'ATTEMPT_NOT_FOUND', 'We could not find this practice attempt.'));
      await user.click(await screen.findByRole('button', { name: /^Delete attempt: Negotiating a raise/ }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete attempt' }));
      expect((await screen.findByText('Attempt deleted.')).parentElement).toHaveFocus();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('keeps the attempt and says why when it cannot be deleted', async () => {
      const { user } = renderDeletable(problem(429, 'RATE_LIMITED', 'Too many requests. Please try again in 1 minute.'));
      await user.click(await screen.findByRole('button', { name: /^Delete attempt: Negotiating a raise/ }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete attempt' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not delete the attempt. Too many requests. Please try again in 1 minute.');
      expect(within(screen.getByRole('region', { name: 'Your practice' })).getByRole('heading', { name: 'Negotiating a raise' })).toBeInTheDocument();
      expect(screen.queryByText('Attempt deleted.')).not.toBeInTheDocument();
    });
  });

  it('labels the chart\'s points by day, with the time when a day holds several attempts', () => {
    const moments = ['2026-11-27T09:00:00.000Z', '2026-11-28T09:05:00.000Z', '2026-11-28T14:30:00.000Z'];
    const labels = momentLabels(moments);
    expect(labels[0]).toBe('27 Nov');
    expect(labels[1]).toMatch(/^28 Nov \d{2}:\d{2}$/);
    expect(new Set(labels).size).toBe(3);
  });

  it('shows a signed-in user an empty history that says what to do', async () => {
    renderPage('/practice-gym', <PracticeGymPage />, routes('a1'), SIGNED_IN);
    expect(await screen.findByText(/No attempts yet/)).toBeInTheDocument();
  });
});
