// POST /api/practice/attempts: scores an answer against the rubric. Signed in, the attempt is saved (history and
// progress refresh); a visitor gets the same feedback with id null, kept nowhere.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeAttempt, PracticeAttemptInput } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { writeDraft } from '../model/answer-drafts';
import { refreshPractice } from './practice-keys';
import { fail } from '../../../lib/request-error';

export async function submitAttempt(body: PracticeAttemptInput): Promise<PracticeAttempt> {
  const { data, error, response } = await api.POST('/api/practice/attempts', { body });
  if (!data) fail(response, error);
  return data;
}

export function useSubmitAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: async (attempt) => {
      // Scored: the draft has done its job (here, not in the screen, so it goes even if the person has moved on).
      writeDraft(attempt.scenarioId, '');
      if (attempt.id === null) return;
      await refreshPractice(client);
    },
  });
}
