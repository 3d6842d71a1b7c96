// GET /api/assessment/history?slug=: every finished attempt of one exercise, newest first, a page at a time; the
// next page starts after the oldest one shown (`before`), so a result finished meanwhile never repeats one.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AssessmentSlug } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboard-keys';
import { fail } from '../../../lib/request-error';

const PAGE_SIZE = 20;

export function useExerciseHistory(slug: AssessmentSlug, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.exerciseHistory(slug),
    queryFn: async ({ signal, pageParam }) => {
      const query = { slug, limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) };
      const { data, error, response } = await api.GET('/api/assessment/history', { params: { query }, signal });
      if (!data) fail(response, error);
      return data;
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled,
  });
}
