// Query keys of the practice gym (the scenario list's is in lib/practice-scenarios). Everything under `attempts()`
// is read again when an attempt is saved or deleted: the gym's pages of attempts here, the dashboard's latest one
// (dashboardKeys).
import type { QueryClient } from '@tanstack/react-query';

export const practiceKeys = {
  all: ['practice'] as const,
  rubric: () => ['practice', 'rubric'] as const,
  attempts: () => ['practice', 'attempts'] as const,
  attemptPages: () => ['practice', 'attempts', 'pages'] as const,
  progress: () => ['practice', 'progress'] as const,
};

/** After an attempt is saved or deleted: every list of attempts and the levels per skill, read again. */
export function refreshPractice(client: QueryClient): Promise<unknown> {
  return Promise.all([client.invalidateQueries({ queryKey: practiceKeys.attempts() }), client.invalidateQueries({ queryKey: practiceKeys.progress() })]);
}
