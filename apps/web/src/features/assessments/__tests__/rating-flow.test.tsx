import { screen, waitFor, within } from '@testing-library/react';
import { DEFINITIONS, scoreAssessment, type RatingAssessmentDefinition } from '@waypoint/assessment';
import { MESSAGES } from '@waypoint/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAssessments, type FakeApi } from './render-assessments';

// The app's client uses a relative base URL, which jsdom's Request cannot resolve: the same generated client with
// an absolute base, calling whatever fetch the test stubbed.
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

afterEach(() => window.localStorage.clear());

async function rate(user: ReturnType<typeof renderAssessments>['user'], value: number) {
  const group = screen.getByRole('radiogroup');
  await user.click(within(group).getAllByRole('radio')[value - 1]!);
}

describe('the rating flow', () => {
  it('shows the loading text, then question 1 OF 10 with Next disabled until rated and no Back', async () => {
    let arrive = () => {};
    const { user } = renderAssessments('/assessments?exercise=who-am-i', { questionsArrive: new Promise((resolve) => (arrive = resolve)) });
    expect(await screen.findByText(MESSAGES.loadingQuestions)).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('1 OF 10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await rate(user, 4);
    expect(next).toBeEnabled();
    await user.click(next);
    expect(screen.getByText('2 OF 10')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: DEFINITIONS['who-am-i'].kind === 'scale' ? DEFINITIONS['who-am-i'].items[1]!.content : '' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });

  it("What's Not Working: Submit only when every statement is answered; then the save message and the library's result", async () => {
    const definition = DEFINITIONS['whats-not-working'] as RatingAssessmentDefinition;
    // Resume at the last question with question 3 unanswered (progress survives reloads through localStorage).
    const answers = Object.fromEntries(definition.items.map((item, i) => [item.question_id, String((i % 5) + 1)]));
    delete answers['wnw-03'];
    delete answers['wnw-10'];
    window.localStorage.setItem('waypoint.assessments.v1.progress.whats-not-working', JSON.stringify({ answers, index: 9, completedAt: null }));
    const { user } = renderAssessments('/assessments?exercise=whats-not-working');
    expect(await screen.findByText('10 OF 10')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await rate(user, 5);
    expect(submit).toBeDisabled(); // wnw-03 is still missing
    for (let i = 0; i < 7; i += 1) await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('3 OF 10')).toBeInTheDocument();
    await rate(user, 2);
    for (let i = 0; i < 7; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(MESSAGES.savingProgress)).toBeInTheDocument();

    const expected = scoreAssessment(definition, { ...answers, 'wnw-03': '2', 'wnw-10': '5' });
    expect(await screen.findByText(expected.summary, {}, { timeout: 4000 })).toBeInTheDocument();
    // The text alternative lists every score, even while the chart shows 5 bars.
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(11);
    const toggle = screen.getByRole('button', { name: 'Show all 10' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show top 5 only' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Next: Who Am I' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Build roadmap' })).toHaveAttribute('href', '/roadmap');
  });

  it('Who Am I: Submit is enabled once the last statement is rated', async () => {
    window.localStorage.setItem('waypoint.assessments.v1.progress.who-am-i', JSON.stringify({ answers: {}, index: 9, completedAt: null }));
    const { user } = renderAssessments('/assessments?exercise=who-am-i');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await rate(user, 3);
    expect(submit).toBeEnabled();
  });

  it('thumbs feedback is sent to the API (anonymous) and thanks the person', async () => {
    const definition = DEFINITIONS['where-am-i-now'] as RatingAssessmentDefinition;
    const answers = Object.fromEntries(definition.items.map((item, i) => [item.question_id, String((i % 5) + 1)]));
    window.localStorage.setItem('waypoint.assessments.v1.progress.where-am-i-now', JSON.stringify({ answers, index: 9, completedAt: '2030-01-01T00:00:00Z' }));
    const { user, calls } = renderAssessments('/assessments?exercise=where-am-i-now');
    await user.click(await screen.findByRole('button', { name: 'Helpful' }));
    expect(await screen.findByText('Thanks for your feedback! It means a lot.')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.url === '/api/feedback')?.body).toEqual({ context: 'where-am-i-now', value: 'up' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Craft My Career Pitch' })).toBeInTheDocument();
  });
});

describe('question loading states', () => {
  it('shows Error: {message} when the questions cannot be loaded', async () => {
    renderAssessments('/assessments?exercise=who-am-i', { questions: 400 });
    expect(await screen.findByText(MESSAGES.questionLoadError('Something broke on our side.'))).toBeInTheDocument();
  });

  it('offers Try again, which loads the questions once the server answers', async () => {
    const api: FakeApi = { questions: 400 };
    const { user } = renderAssessments('/assessments?exercise=who-am-i', api);
    await screen.findByText(MESSAGES.questionLoadError('Something broke on our side.'));
    api.questions = 'ok';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 OF 10')).toBeInTheDocument();
  });

  it('shows No questions found. for an empty list', async () => {
    renderAssessments('/assessments?exercise=who-am-i', { questions: 'empty' });
    expect(await screen.findByText(MESSAGES.noQuestions)).toBeInTheDocument();
  });
});

describe('the page', () => {
  it('opens an exercise from its card into the URL and closes it again', async () => {
    const { user, router } = renderAssessments();
    expect(screen.getAllByText('3 minutes')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Start self-exploration: Who Am I' }));
    expect(router.state.location.search).toBe('?exercise=who-am-i');
    expect(await screen.findByText('1 OF 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close exercise' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows a labelled sample report', async () => {
    const { user } = renderAssessments();
    await user.click(screen.getByRole('button', { name: "See sample report: What's Not Working" }));
    expect(screen.getByText('This is an example built from made-up answers. It is not your result.')).toBeInTheDocument();
  });
});
