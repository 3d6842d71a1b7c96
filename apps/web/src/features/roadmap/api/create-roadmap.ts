// POST /api/roadmap: builds a plan from the form. Signed in, the server saves it (replacing the previous plan);
// for a visitor it only answers, and the page keeps the plan in localStorage.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Roadmap, RoadmapInput } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';
import { roadmapKeys } from './roadmap-keys';

export async function createRoadmap(input: RoadmapInput): Promise<Roadmap> {
  const { data, error, response } = await api.POST('/api/roadmap', { body: input });
  if (!data) fail(response, error);
  return data;
}

export function useCreateRoadmap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRoadmap,
    onSuccess: (roadmap) => client.setQueryData(roadmapKeys.current(), roadmap),
  });
}
