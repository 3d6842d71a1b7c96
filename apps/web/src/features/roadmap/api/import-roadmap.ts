// POST /api/roadmap/import: the plan a visitor made (and ticked) in this browser, kept with the account they signed
// in to. Once the server holds it, the browser's copy is dropped: from then on the account's plan is the one shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';
import { saveLocalRoadmap, type StoredRoadmap } from '../model/local-roadmap';
import { roadmapKeys } from './roadmap-keys';

export function useImportRoadmap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, roadmap }: StoredRoadmap) => {
      const { data, error, response } = await api.POST('/api/roadmap/import', { body: { input, roadmap } });
      if (!data) fail(response, error);
      return data;
    },
    onSuccess: (roadmap) => {
      saveLocalRoadmap(null);
      client.setQueryData(roadmapKeys.current(), roadmap);
    },
  });
}
