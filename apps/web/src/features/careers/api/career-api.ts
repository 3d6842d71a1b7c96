// Server calls of the careers pages: one occupation from the catalogue (GET /api/careers/{code}), and the fields of
// work with their occupations (GET /api/careers/fields, /api/careers/fields/{id}).
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

/** The catalogue changes only when it is imported again: fields and their lists stay fresh for a long while. */
const CATALOGUE_STALE_MS = 10 * 60_000;

export const careerFieldsQuery = queryOptions({
  queryKey: ['careers', 'fields'] as const,
  queryFn: async ({ signal }) => {
    const { data, error, response } = await api.GET('/api/careers/fields', { signal });
    if (!data) fail(response, error, TRY_AGAIN);
    return data;
  },
  staleTime: CATALOGUE_STALE_MS,
});

export class FieldNotFoundError extends Error {
  override name = 'FieldNotFoundError';
}

export const careerFieldQuery = (id: string) =>
  queryOptions({
    queryKey: ['careers', 'fields', id] as const,
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/careers/fields/{id}', { params: { path: { id } }, signal });
      // A field id that is malformed (400) or has no occupations (404) came from an old or mistyped address.
      if (response.status === 404 || response.status === 400) throw new FieldNotFoundError((error as { detail?: string } | undefined)?.detail ?? 'Not found');
      if (!data) fail(response, error, TRY_AGAIN);
      return data;
    },
    staleTime: CATALOGUE_STALE_MS,
    retry: (count, error) => !(error instanceof FieldNotFoundError) && count < 2,
  });
