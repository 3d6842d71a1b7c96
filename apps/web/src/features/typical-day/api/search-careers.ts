// GET /api/careers?q=: occupations whose title, role name or alternate title matches, best first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';

export const careerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['careers', 'search', q] as const,
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/careers', { params: { query: { q, limit: 10 } }, signal });
      if (!data) fail(response, error);
      return data.results;
    },
    staleTime: 10 * 60_000,
  });

/** Searches once the query has two characters; keeps the previous results on screen while the next ones load. */
export function useCareerSearch(q: string) {
  return useQuery({ ...careerSearchQueryOptions(q), enabled: q.length >= 2, placeholderData: keepPreviousData });
}
