// GET /api/typical-day/{code}: an occupation's day plan built from its catalogue tasks and work context (D29).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TypicalDay } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';

export const typicalDayQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['typical-day', code] as const,
    queryFn: async ({ signal }): Promise<TypicalDay> => {
      const { data, error, response } = await api.GET('/api/typical-day/{code}', { params: { path: { code } }, signal });
      if (!data) fail(response, error);
      return data;
    },
    staleTime: 10 * 60_000,
  });

export function useTypicalDay(code: string | null) {
  return useQuery({ ...typicalDayQueryOptions(code ?? ''), enabled: Boolean(code) });
}
