// Every server call of skill match, as React Query options plus one hook per endpoint, on the generated client. The
// engine and its catalogue stay on the server (D20): the browser sends answers and shows what comes back.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@waypoint/api-client';
import type { SkillMatchInput } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { latestAssessmentInputs } from '../../../lib/assessment-inputs';
import { fail } from '../../../lib/request-error';

export type TrendingWire = components['schemas']['TrendingCareers'];
export type OptionsWire = components['schemas']['SkillMatchOptions'];
export type MatchWire = components['schemas']['SkillMatchResponse'];
export type ResultWire = MatchWire['result'];
export type ReportWire = components['schemas']['SkillMatchReport'];

export const skillMatchKeys = {
  trending: () => ['careers', 'trending'] as const,
  options: (role: string) => ['skillmatch', 'options', role] as const,
  reports: () => ['skillmatch', 'reports'] as const,
  report: (id: string) => ['skillmatch', 'reports', id] as const,
};

export const trendingCareersQuery = () =>
  queryOptions({
    queryKey: skillMatchKeys.trending(),
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/careers/trending', { signal });
      if (!data) fail(response, error);
      return data;
    },
    staleTime: 10 * 60_000,
  });

export function useTrendingCareers() {
  return useQuery(trendingCareersQuery());
}

export const skillMatchOptionsQuery = (role = '') =>
  queryOptions({
    queryKey: skillMatchKeys.options(role),
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/skillmatch/options', { params: { query: role ? { role } : {} }, signal });
      if (!data) fail(response, error);
      return data;
    },
    staleTime: 10 * 60_000,
  });

/** Options and suggestions; for a role when given (falls back to the general suggestions if the role is unknown). */
export function useSkillMatchOptions(role = '') {
  return useQuery(skillMatchOptionsQuery(role));
}

/** One saved report of the signed-in user (401 signed out, 404 unknown or someone else's). Reports never change. */
export const skillMatchReportQuery = (id: string) =>
  queryOptions({
    queryKey: skillMatchKeys.report(id),
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/skillmatch/reports/{id}', { params: { path: { id } }, signal });
      if (!data) fail(response, error);
      return data;
    },
    staleTime: Infinity,
    retry: false,
  });

/** `enabled` false once the report is deleted: its page must not ask for it again. */
export function useSkillMatchReport(id: string, enabled = true) {
  return useQuery({ ...skillMatchReportQuery(id), enabled });
}

/**
 * Deletes one of the signed-in user's reports for good (DELETE /api/skillmatch/reports/{id}). The report leaves the
 * cache (it was kept forever, reports never change) and every list of reports is read again.
 */
export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string; caption: string }) => {
      const { error, response } = await api.DELETE('/api/skillmatch/reports/{id}', { params: { path: { id } } });
      // 404: already deleted (in another tab, say); what the user asked for is done.
      if (!response.ok && response.status !== 404) fail(response, error);
    },
    onSuccess: (_, { id }) => {
      client.removeQueries({ queryKey: skillMatchKeys.report(id), exact: true });
      void client.invalidateQueries({ queryKey: skillMatchKeys.reports() });
    },
  });
}

/**
 * Runs a match on the questionnaire's answers plus what the user's latest assessments say (Who Am I traits), read
 * at this moment; resolves with the server's answer and the input as sent.
 */
export function useRunSkillMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answers: SkillMatchInput) => {
      const input: SkillMatchInput = { ...answers, ...(await latestAssessmentInputs(client)) };
      const { data, error, response } = await api.POST('/api/skillmatch', { body: input as never });
      if (!data) fail(response, error);
      return { ...data, input };
    },
    // A signed-in user's match is saved: the report lists (the dashboard's, the roadmap's latest) are out of date.
    onSuccess: (data) => {
      if (data.report_id) void client.invalidateQueries({ queryKey: skillMatchKeys.reports() });
    },
  });
}

/**
 * Downloads the PDF of a result (D23): a saved report by id, else the answers the result was computed from (the
 * input as sent to POST /api/skillmatch): the server scores them again, so a Waypoint PDF never shows numbers the
 * browser made up.
 */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async ({ input, reportId }: { input: SkillMatchInput; reportId: string | null }): Promise<Blob> => {
      const { data, error, response } = reportId
        ? await api.GET('/api/skillmatch/reports/{id}/pdf', { params: { path: { id: reportId } }, parseAs: 'blob' })
        : await api.POST('/api/skillmatch/pdf', { body: input as never, parseAs: 'blob' });
      if (!response.ok || !data) fail(response, error);
      return data as Blob;
    },
  });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: async (value: 'up' | 'down') => {
      const { data, error, response } = await api.POST('/api/feedback', { body: { context: 'skillmatch', value } });
      if (!data) fail(response, error);
      return data;
    },
  });
}
