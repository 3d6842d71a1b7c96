// Renders /assessments with a fresh query cache. Only the network is replaced: fetch answers the API's routes with
// the library's real questions, and records every call so tests can check what was sent.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFINITIONS, toQuestions } from '@waypoint/assessment';
import { ASSESSMENT_SLUG_BY_TITLE, type AssessmentTitle } from '@waypoint/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AssessmentsPage } from '../assessments-page';

export interface FakeApi {
  /** by-title answers: 'ok' (real questions), 'empty', or an error status. */
  questions?: 'ok' | 'empty' | number;
  /** When given, by-title answers only once this settles: the request is still in flight until then. */
  questionsArrive?: Promise<void>;
  signedIn?: boolean;
  /** Status POST /api/assessment/submit answers with (200 by default). */
  submitStatus?: number;
}

export function renderAssessments(path = '/assessments', api: FakeApi = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, url: url.pathname + url.search, body: text ? JSON.parse(text) : undefined });
    if (url.pathname === '/api/check-auth') {
      return api.signedIn
        ? Response.json({ authenticated: true, user: { user_id: 'u1', full_name: 'Ada Lovelace' } })
        : Response.json({ code: 'UNAUTHENTICATED', detail: 'Please log in to continue.', request_id: 'r' }, { status: 401 });
    }
    if (url.pathname === '/api/assessment/by-title') {
      const title = url.searchParams.get('title') as AssessmentTitle;
      const slug = ASSESSMENT_SLUG_BY_TITLE[title];
      await api.questionsArrive;
      if (typeof api.questions === 'number') {
        return Response.json({ code: 'INTERNAL', detail: 'Something broke on our side.', request_id: 'r' }, { status: api.questions });
      }
      const questions = api.questions === 'empty' ? [] : toQuestions(DEFINITIONS[slug]);
      return Response.json({ assessment_id: `id-${slug}`, title, slug, kind: DEFINITIONS[slug].kind, questions });
    }
    if (url.pathname === '/api/assessment/submit') {
      const status = api.submitStatus ?? 200;
      return status === 200
        ? Response.json({ attempt_id: 'att-1', question_id: 'x', saved: true })
        : Response.json({ code: 'INTERNAL', detail: 'Something broke on our side.', request_id: 'r' }, { status });
    }
    if (url.pathname === '/api/assessment/import') {
      // This request's body was recorded just above.
      const body = calls.at(-1)!.body as { results: { slug: string }[] };
      return Response.json({ imported: body.results.map((r) => ({ slug: r.slug, attempt_id: 'att-2', completed_at: '2030-01-01T00:00:00.000Z' })) }, { status: 201 });
    }
    if (url.pathname === '/api/feedback') return Response.json({ feedback_id: 'f1' }, { status: 201 });
    if (url.pathname === '/api/recommendations') {
      const body = calls.at(-1)!.body as { texts: string[] };
      return Response.json({
        engine: 'builtin',
        recommendations: [{ code: '15-2051.00', title: 'Data Scientists', score: 82, reasons: [{ phrase: body.texts[0], kind: 'task', trait: 'Analyze data' }] }],
      });
    }
    return Response.json({ code: 'NOT_FOUND', detail: 'Not here', request_id: 'r' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/assessments', element: <AssessmentsPage /> }, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, calls, client };
}
