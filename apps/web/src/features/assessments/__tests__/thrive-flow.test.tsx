import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, THRIVE_MAX_CHARS } from '@waypoint/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAssessments } from './render-assessments';

// The app's client uses a relative base URL, which jsdom's Request cannot resolve: the same generated client with
// an absolute base, calling whatever fetch the test stubbed.
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

afterEach(() => window.localStorage.clear());

describe('the career pitch flow', () => {
  it('counts characters live and allows Next only for a non-blank answer within 500 characters', async () => {
    const { user } = renderAssessments('/assessments?exercise=what-makes-me-thrive');
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('1 OF 5')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.type(box, '   ');
    expect(next).toBeDisabled();
    expect(screen.getByText(`3 / ${THRIVE_MAX_CHARS}`)).toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(501));
    expect(screen.getByText(MESSAGES.answerTooLong)).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.type(box, '{Backspace}');
    expect(screen.queryByText(MESSAGES.answerTooLong)).not.toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('shows the answers with No response provided, and copies the text', async () => {
    const answers = { 'thrive-01': 'Data puzzles', 'thrive-02': 'Patience' };
    window.localStorage.setItem('waypoint.assessments.v1.progress.what-makes-me-thrive', JSON.stringify({ answers, index: 4, completedAt: '2030-01-01T00:00:00Z' }));
    const { user, calls } = renderAssessments('/assessments?exercise=what-makes-me-thrive');
    // After userEvent.setup(), which installs its own clipboard stub.
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await screen.findByText('I thrive when I am working on')).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.noResponse)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    expect(await screen.findByText(MESSAGES.textCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('I thrive when I am working on:\nData puzzles'));

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    expect(await screen.findByText(MESSAGES.copyFailed)).toBeInTheDocument();
    // Jobs that fit: the non-blank answers go to the recommendation engine, and its reasons quote the user.
    const jobs = await screen.findByRole('region', { name: 'Jobs that fit what makes you thrive' });
    expect(within(jobs).getByRole('link', { name: 'Data Scientists' })).toHaveAttribute('href', '/careers/15-2051.00');
    expect(within(jobs).getByRole('list', { name: 'Why Data Scientists' })).toHaveTextContent('You wrote Data puzzles, which matches a task “Analyze data”.');
    expect(calls.filter((c) => c.url === '/api/recommendations')).toEqual([{ method: 'POST', url: '/api/recommendations', body: { texts: ['Data puzzles', 'Patience'] } }]);
  });

  it("offers 'Understand current state', 'Build roadmap' and 'Compare roles' once each, the last two in 'Discover more'", async () => {
    const answers = { 'thrive-01': 'Data puzzles' };
    window.localStorage.setItem('waypoint.assessments.v1.progress.what-makes-me-thrive', JSON.stringify({ answers, index: 4, completedAt: '2030-01-01T00:00:00Z' }));
    const { user } = renderAssessments('/assessments?exercise=what-makes-me-thrive');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('I thrive when I am working on');
    const discover = within(dialog).getByRole('region', { name: 'Discover more' });
    expect(within(dialog).getAllByRole('link', { name: 'Build roadmap' })).toHaveLength(1);
    expect(within(dialog).getAllByRole('link', { name: 'Compare roles' })).toHaveLength(1);
    expect(within(discover).getByRole('link', { name: 'Build roadmap' })).toHaveAttribute('href', '/roadmap');
    expect(within(discover).getByRole('link', { name: 'Compare roles' })).toHaveAttribute('href', '/skillmatch');
    const understand = within(dialog).getAllByRole('button', { name: 'Understand current state' });
    expect(understand).toHaveLength(1);
    await user.click(understand[0]!);
    expect(await screen.findByText('1 OF 10')).toBeInTheDocument();
  });

  it('after the last step shows the save message, then the result', async () => {
    const answers = { 'thrive-01': 'a', 'thrive-02': 'b', 'thrive-03': 'c', 'thrive-04': 'd' };
    window.localStorage.setItem('waypoint.assessments.v1.progress.what-makes-me-thrive', JSON.stringify({ answers, index: 4, completedAt: null }));
    const { user } = renderAssessments('/assessments?exercise=what-makes-me-thrive');
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Learning');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(MESSAGES.savingProgress)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Learning')).toBeInTheDocument(), { timeout: 4000 });
    // Anonymous: the finished result is kept for the sign-in offer, not sent anywhere.
    expect(JSON.parse(window.localStorage.getItem('waypoint.assessments.v1.anonymous-results')!)).toHaveLength(1);
  });
});
