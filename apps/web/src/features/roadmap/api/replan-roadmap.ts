// POST /api/roadmap/replan: regenerates the signed-in user's plan at a new pace or date; ticked milestones are kept.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Roadmap, RoadmapReplan } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';
import { roadmapKeys } from './roadmap-keys';

export async function replanRoadmap(body: RoadmapReplan): Promise<Roadmap> {
  const { data, error, response } = await api.POST('/api/roadmap/replan', { body });
  if (!data) fail(response, error);
  return data;
}

export function useReplanRoadmap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replanRoadmap,
    onSuccess: (roadmap) => client.setQueryData(roadmapKeys.current(), roadmap),
  });
}
