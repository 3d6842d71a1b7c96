// DELETE /api/assessment/attempts/{id}: one of the signed-in user's results deleted for good. The mutation settles
// only once the latest results, the histories and the recommendations (worked out from the latest thrive answers)
// have been read again, so the result is gone from the page by the time "Result deleted." takes focus.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';
import { dashboardKeys } from './dashboard-keys';

export function useDeleteResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string; caption: string }) => {
      const { error, response } = await api.DELETE('/api/assessment/attempts/{id}', { params: { path: { id } } });
      // 404: already deleted (in another tab, say); what the user asked for is done.
      if (!response.ok && response.status !== 404) fail(response, error);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: dashboardKeys.assessments() }),
        client.invalidateQueries({ queryKey: dashboardKeys.recommendations() }),
      ]),
  });
}
