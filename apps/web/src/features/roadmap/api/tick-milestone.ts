// PATCH /api/roadmap/milestones/{id}: ticks or unticks one milestone of the signed-in user's plan.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Roadmap } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';
import { withTick } from '../model/local-roadmap';
import { roadmapKeys } from './roadmap-keys';

export async function tickMilestone({ id, done }: { id: string; done: boolean }): Promise<Roadmap> {
  const { data, error, response } = await api.PATCH('/api/roadmap/milestones/{id}', { params: { path: { id } }, body: { done } });
  if (!data) fail(response, error);
  return data;
}

/**
 * The tick shows at once (the plan is recomputed as the server would: libs/domain assembleRoadmap), the server's
 * answer then replaces it, and a refusal puts the plan back as it was, with the error shown.
 */
export function useTickMilestone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: tickMilestone,
    onMutate: async ({ id, done }) => {
      await client.cancelQueries({ queryKey: roadmapKeys.current() });
      const before = client.getQueryData<Roadmap | null>(roadmapKeys.current()) ?? null;
      if (before) client.setQueryData(roadmapKeys.current(), withTick(before, id, done));
      return { before };
    },
    onError: (_error, _tick, context) => {
      if (context?.before) client.setQueryData(roadmapKeys.current(), context.before);
    },
    onSuccess: (roadmap) => client.setQueryData(roadmapKeys.current(), roadmap),
  });
}
