// PATCH /api/roadmap/milestones/{id}: ticks or unticks one milestone of the signed-in user's plan.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Roadmap } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';
import { roadmapKeys } from './roadmap-keys';

export async function tickMilestone({ id, done }: { id: string; done: boolean }): Promise<Roadmap> {
  const { data, error, response } = await api.PATCH('/api/roadmap/milestones/{id}', { params: { path: { id } }, body: { done } });
  if (!data) fail(response, error);
  return data;
}

export function useTickMilestone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: tickMilestone,
    onSuccess: (roadmap) => client.setQueryData(roadmapKeys.current(), roadmap),
  });
}
