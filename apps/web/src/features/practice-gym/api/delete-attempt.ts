// DELETE /api/practice/attempts/{id}: one of the signed-in user's attempts deleted for good. The mutation settles
// only once the attempts and the levels have been read again, so the card is gone by the time "Attempt deleted."
// takes focus.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fail } from '../../../lib/request-error';
import { refreshPractice } from './practice-keys';

export function useDeleteAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string; caption: string }) => {
      const { error, response } = await api.DELETE('/api/practice/attempts/{id}', { params: { path: { id } } });
      // 404: already deleted (in another tab, say); what the user asked for is done.
      if (!response.ok && response.status !== 404) fail(response, error);
    },
    onSuccess: () => refreshPractice(client),
  });
}
