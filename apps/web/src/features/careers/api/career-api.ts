// Server calls of the occupation page: one occupation from the catalogue (GET /api/careers/{code}).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@waypoint/api-client';
import { api } from '../../../lib/api';
import { TRY_AGAIN, fail } from '../../../lib/request-error';

export type CareerWire = components['schemas']['Career'];

export class CareerNotFoundError extends Error {
  override name = 'CareerNotFoundError';
}

export const careerQuery = (code: string) =>
  queryOptions({
    queryKey: ['careers', 'detail', code] as const,
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/careers/{code}', { params: { path: { code } }, signal });
      if (response.status === 404) throw new CareerNotFoundError((error as { detail?: string } | undefined)?.detail ?? 'Not found');
      if (!data) fail(response, error, TRY_AGAIN);
      return data;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useCareer(code: string) {
  return useQuery(careerQuery(code));
}
