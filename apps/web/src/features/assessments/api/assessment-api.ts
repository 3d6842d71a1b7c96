// Every server call of the assessments feature, as React Query options plus one hook per endpoint, on the
// generated client. Failures throw a RequestError (lib/request-error) so screens can show the API's `detail`.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, paths } from '@waypoint/api-client';
import type { AssessmentTitle } from '@waypoint/domain';
import { api } from '../../../lib/api';
import type { ImportBody } from '../../../lib/savable-results';
import { LATEST_RECOMMENDATIONS_KEY } from '../../../lib/recommendations';
import { fail } from '../../../lib/request-error';

export type AssessmentWire = paths['/api/assessment/by-title']['get']['responses'][200]['content']['application/json'];
export type AssessmentResultWire = components['schemas']['AssessmentResult'];
export type SubmitBody = paths['/api/assessment/submit']['post']['requestBody']['content']['application/json'];
export type FeedbackBody = paths['/api/feedback']['post']['requestBody']['content']['application/json'];

export const assessmentKeys = {
  all: ['assessments'] as const,
  byTitle: (title: string) => ['assessments', 'by-title', title] as const,
  result: (assessmentId: string) => ['assessments', 'result', assessmentId] as const,
  latest: () => ['assessments', 'latest'] as const,
  /** Every exercise's pages of finished attempts (the dashboard's lists). */
  history: () => ['assessments', 'history'] as const,
};

export const assessmentByTitleQuery = (title: AssessmentTitle) =>
  queryOptions({
    queryKey: assessmentKeys.byTitle(title),
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/assessment/by-title', { params: { query: { title } }, signal });
      if (!data) fail(response, error);
      return data;
    },
    staleTime: 10 * 60_000,
  });

export function useAssessmentByTitle(title: AssessmentTitle) {
  return useQuery(assessmentByTitleQuery(title));
}

export async function fetchAssessmentResult(assessmentId: string): Promise<AssessmentResultWire> {
  const { data, error, response } = await api.GET('/api/assessment/result', { params: { query: { assessment_id: assessmentId } } });
  if (!data) fail(response, error);
  return data;
}

export const assessmentResultQuery = (assessmentId: string) =>
  queryOptions({ queryKey: assessmentKeys.result(assessmentId), queryFn: () => fetchAssessmentResult(assessmentId), staleTime: 0 });

export function useAssessmentResult(assessmentId: string, enabled: boolean) {
  return useQuery({ ...assessmentResultQuery(assessmentId), enabled });
}

export async function submitAnswer(body: SubmitBody) {
  const { data, error, response } = await api.POST('/api/assessment/submit', { body });
  if (!data) fail(response, error);
  return data;
}

export function useSubmitAnswer() {
  return useMutation({ mutationFn: submitAnswer });
}

/** POST /api/assessment/import's most results per request. */
export const IMPORT_BATCH = 8;

export function useImportResults() {
  const client = useQueryClient();
  return useMutation({
    // The API takes at most IMPORT_BATCH results a request: more go in turns. A failed turn can be sent again
    // whole, as the server stores a result identical to a saved one only once.
    mutationFn: async (body: ImportBody) => {
      const imported = [];
      for (let start = 0; start < body.results.length; start += IMPORT_BATCH) {
        const batch = { results: body.results.slice(start, start + IMPORT_BATCH) };
        const { data, error, response } = await api.POST('/api/assessment/import', { body: batch });
        if (!data) fail(response, error);
        imported.push(...data.imported);
      }
      return imported;
    },
    // An imported pitch changes the jobs made from it too.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: assessmentKeys.all }), client.invalidateQueries({ queryKey: LATEST_RECOMMENDATIONS_KEY })]),
  });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: async (body: FeedbackBody) => {
      const { data, error, response } = await api.POST('/api/feedback', { body });
      if (!data) fail(response, error);
      return data;
    },
  });
}
