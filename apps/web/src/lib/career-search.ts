// GET /api/careers?q=: occupations whose title, role name or alternate title matches, best first. Shared by the
// careers index and the typical-day picker.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { fail } from './request-error';

export const careerSearchQueryOptions = (q: string, limit = 10) =>
  queryOptions({
    queryKey: ['careers', 'search', q, limit] as const,
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/careers', { params: { query: { q, limit } }, signal });
      if (!data) fail(response, error);
      return data;
    },
    staleTime: 10 * 60_000,
  });

/** Searches once the query has two characters; keeps the previous results on screen while the next ones load. */
export function useCareerSearch(q: string, limit?: number) {
  return useQuery({ ...careerSearchQueryOptions(q, limit), enabled: q.length >= 2, placeholderData: keepPreviousData });
}

/**
 * Whether the name a search matched says more than the title beside it: 'Data Scientists' under 'Data Scientist' does
 * not, nor 'Analyst' (O*NET's name for several jobs) under 'Financial Analyst'.
 */
export function isOtherName(matched: string | undefined, title: string): matched is string {
  const key = (name: string) => ` ${name.trim().toLowerCase().replace(/s$/u, '')} `;
  return Boolean(matched) && !key(title).includes(key(matched!));
}
