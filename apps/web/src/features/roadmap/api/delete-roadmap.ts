// DELETE /api/roadmap: a signed-in user's plan deleted for good (a visitor's lives in this browser: the page drops it).
// The shared cache entry becomes "no plan", so the dashboard follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';
import { roadmapKeys } from './roadmap-keys';

export function useDeleteRoadmap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error, response } = await api.DELETE('/api/roadmap');
      // 404: already gone (deleted in another tab, say); what the user asked for is done.
      if (!response.ok && response.status !== 404) fail(response, error);
    },
    onSuccess: () => client.setQueryData(roadmapKeys.current(), null),
  });
}
