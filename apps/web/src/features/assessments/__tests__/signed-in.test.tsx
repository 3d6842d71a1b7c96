import { screen, waitFor, within } from '@testing-library/react';
import { DEFINITIONS, type RatingAssessmentDefinition } from '@waypoint/assessment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { LATEST_RECOMMENDATIONS_KEY } from '../../../lib/recommendations';
import { assessmentKeys } from '../api/assessment-api';
import { renderAssessments } from './render-assessments';

/** What the dashboard had read before: its latest results and its jobs, both fresh in the cache. */
function seedDashboardData(client: QueryClient) {
  client.setQueryData(assessmentKeys.latest(), []);
  client.setQueryData([...assessmentKeys.history(), 'where-am-i-now'], { pages: [], pageParams: [] });
  client.setQueryData(LATEST_RECOMMENDATIONS_KEY, null);
}

const invalidated = (client: QueryClient) =>
  [assessmentKeys.latest(), [...assessmentKeys.history(), 'where-am-i-now'], LATEST_RECOMMENDATIONS_KEY].map((key) => client.getQueryState(key)?.isInvalidated);

// See rating-flow.test.tsx: the generated client with an absolute base for jsdom.
vi.mock('../../../lib/api', async () => {
  const { createApiClient, createApiHooks } = await import('@waypoint/api-client');
  const api = createApiClient('http://localhost', { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) });
  return { api, $api: createApiHooks(api) };
});

afterEach(() => window.localStorage.clear());

describe('signed in', () => {
  it('saves each answer on Next as the spec wire shape', async () => {
    const { user, calls } = renderAssessments('/assessments?exercise=who-am-i', { signedIn: true });
    await screen.findByText('1 OF 10');
    await user.click(within(screen.getByRole('radiogroup')).getAllByRole('radio')[3]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/assessment/submit')?.body).toMatchObject({
        assessment_id: 'id-who-am-i',
        question_id: 'who-01',
        answer_data: { type: 'scale', selection: '4' },
      }),
    );
  });

  it('a failed save does not block the flow and stays queued for a retry', async () => {
    const { user } = renderAssessments('/assessments?exercise=who-am-i', { signedIn: true, submitStatus: 503 });
    await screen.findByText('1 OF 10');
    await user.click(within(screen.getByRole('radiogroup')).getAllByRole('radio')[1]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2 OF 10')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('waypoint.assessments.v1.pending-saves')).toContain('who-01'));
  });

  it('offers to save results made anonymously, and saves them with one click', async () => {
    const definition = DEFINITIONS['where-am-i-now'] as RatingAssessmentDefinition;
    const answers = Object.fromEntries(definition.items.map((item) => [item.question_id, '3']));
    window.localStorage.setItem(
      'waypoint.assessments.v1.anonymous-results',
      JSON.stringify([{ slug: 'where-am-i-now', answers, completedAt: '2025-01-01T00:00:00.000Z' }]),
    );
    const { user, calls, client } = renderAssessments('/assessments', { signedIn: true });
    seedDashboardData(client);
    await user.click(await screen.findByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByText('Your result is saved to your account.')).toBeInTheDocument();
    // The dashboard reads them again next time: the latest results and each exercise's list have a new result, and a
    // saved pitch makes new jobs.
    expect(invalidated(client)).toEqual([true, true, true]);
    const sent = calls.find((c) => c.url === '/api/assessment/import')?.body as { results: { slug: string; answers: unknown[] }[] };
    expect(sent.results).toHaveLength(1);
    expect(sent.results[0]).toMatchObject({ slug: 'where-am-i-now', completed_at: '2025-01-01T00:00:00.000Z' });
    expect(sent.results[0]!.answers).toHaveLength(10);
    expect(window.localStorage.getItem('waypoint.assessments.v1.anonymous-results')).toBeNull();
  });

  it('saves more results than one request takes in turns, and sends a time from a clock running ahead as no time at all', async () => {
    const definition = DEFINITIONS['where-am-i-now'] as RatingAssessmentDefinition;
    const answers = Object.fromEntries(definition.items.map((item) => [item.question_id, '3']));
    const results = Array.from({ length: 10 }, (_, i) => ({ slug: 'where-am-i-now', answers, completedAt: `2025-01-${String(i + 10)}T00:00:00.000Z` }));
    // The last one was finished on a browser whose clock is an hour fast: the API refuses a time in the future.
    results[9]!.completedAt = new Date(Date.now() + 3_600_000).toISOString();
    window.localStorage.setItem('waypoint.assessments.v1.anonymous-results', JSON.stringify(results));
    const { user, calls } = renderAssessments('/assessments', { signedIn: true });
    expect(await screen.findByText(/You finished 10 exercises on this browser before signing in\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByText('Your 10 results are saved to your account.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.url === '/api/assessment/import').map((c) => (c.body as { results: { completed_at?: string }[] }).results);
    expect(sent.map((batch) => batch.length)).toEqual([8, 2]);
    expect(sent.flat().map((r) => r.completed_at)).toEqual([...results.slice(0, 9).map((r) => r.completedAt), undefined]);
    expect(window.localStorage.getItem('waypoint.assessments.v1.anonymous-results')).toBeNull();
  });

  it("at Submit also sends the statements rated before signing in, once each, then focuses the result; the dashboard's data is read again", async () => {
    const definition = DEFINITIONS['where-am-i-now'] as RatingAssessmentDefinition;
    const ids = definition.items.map((item) => item.question_id);
    // Nine rated as a visitor, then signed in: the browser holds them, the server has none.
    window.localStorage.setItem(
      'waypoint.assessments.v1.progress.where-am-i-now',
      JSON.stringify({ answers: Object.fromEntries(ids.slice(0, 9).map((id) => [id, '4'])), index: 9, completedAt: null }),
    );
    const { user, calls, client } = renderAssessments('/assessments?exercise=where-am-i-now', { signedIn: true });
    seedDashboardData(client);
    await screen.findByText('10 OF 10');
    await user.click(within(screen.getByRole('radiogroup')).getAllByRole('radio')[2]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const heading = await screen.findByRole('heading', { name: 'Your Where Am I Now result' }, { timeout: 4000 });
    // Focus moves in an effect after the result renders, so it may land a moment after the heading appears.
    await waitFor(() => expect(heading).toHaveFocus());
    const sent = calls.filter((c) => c.url === '/api/assessment/submit').map((c) => (c.body as { question_id: string }).question_id);
    expect([...sent].sort()).toEqual([...ids].sort());
    expect(invalidated(client)).toEqual([true, true, true]);
  });

  it('a double click on "Save to my account" saves once; "Discard" forgets the results and their answers', async () => {
    const definition = DEFINITIONS['where-am-i-now'] as RatingAssessmentDefinition;
    const answers = Object.fromEntries(definition.items.map((item) => [item.question_id, '3']));
    const stored = JSON.stringify([{ slug: 'where-am-i-now', answers, completedAt: '2030-01-01T00:00:00.000Z' }]);
    window.localStorage.setItem('waypoint.assessments.v1.anonymous-results', stored);
    const first = renderAssessments('/assessments', { signedIn: true });
    await first.user.dblClick(await screen.findByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByText('Your result is saved to your account.')).toBeInTheDocument();
    expect(first.calls.filter((c) => c.url === '/api/assessment/import')).toHaveLength(1);
    first.unmount();

    window.localStorage.setItem('waypoint.assessments.v1.anonymous-results', stored);
    window.localStorage.setItem('waypoint.assessments.v1.progress.where-am-i-now', JSON.stringify({ answers, index: 9, completedAt: '2030-01-01T00:00:00.000Z' }));
    const second = renderAssessments('/assessments', { signedIn: true });
    await second.user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('button', { name: 'Save to my account' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Four exercises' })).toHaveFocus();
    expect(window.localStorage.getItem('waypoint.assessments.v1.anonymous-results')).toBeNull();
    expect(window.localStorage.getItem('waypoint.assessments.v1.progress.where-am-i-now')).toBeNull();
  });

  it('forgets stored results that could never be saved (unfinished, or of questions since rewritten) instead of counting them for ever', async () => {
    window.localStorage.setItem(
      'waypoint.assessments.v1.anonymous-results',
      JSON.stringify([
        { slug: 'who-am-i', answers: { 'who-01': '4', 'who-02': '2' }, completedAt: '2025-01-01T00:00:00.000Z' },
        { slug: 'retired-exercise', answers: { q1: '3' }, completedAt: '2025-01-02T00:00:00.000Z' },
      ]),
    );
    const { calls } = renderAssessments('/assessments', { signedIn: true });
    await screen.findByText('Four exercises');
    await waitFor(() => expect(window.localStorage.getItem('waypoint.assessments.v1.anonymous-results')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Save your earlier results?' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/assessment/import')).toBe(false);
  });

  it('never offers anything to an anonymous visitor', async () => {
    window.localStorage.setItem('waypoint.assessments.v1.anonymous-results', JSON.stringify([{ slug: 'who-am-i', answers: {}, completedAt: 'x' }]));
    const { calls } = renderAssessments('/assessments');
    await screen.findByText('Four exercises');
    // Let the session check answer (401) and the page re-render before looking.
    await waitFor(() => expect(calls.some((c) => c.url === '/api/check-auth')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Save to my account' })).not.toBeInTheDocument();
  });
});
