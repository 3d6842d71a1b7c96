// The plan as a PDF: GET /api/roadmap/pdf renders the signed-in user's saved plan; POST /api/roadmap/pdf renders the
// plan a visitor's browser holds.
import { useMutation } from '@tanstack/react-query';
import type { Roadmap } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';

export async function downloadRoadmapPdf({ roadmap, saved }: { roadmap: Roadmap; saved: boolean }): Promise<Blob> {
  const { data, error, response } = saved
    ? await api.GET('/api/roadmap/pdf', { parseAs: 'blob' })
    : await api.POST('/api/roadmap/pdf', { body: roadmap, parseAs: 'blob' });
  if (!response.ok || !data) fail(response, error);
  return data as Blob;
}

export function useDownloadRoadmapPdf() {
  return useMutation({ mutationFn: downloadRoadmapPdf });
}
