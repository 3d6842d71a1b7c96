// Query keys of the practice gym (the scenario list's is in lib/practice-scenarios). The dashboard reads attempts and
// progress under the same keys.
export const practiceKeys = {
  all: ['practice'] as const,
  rubric: () => ['practice', 'rubric'] as const,
  attempts: () => ['practice', 'attempts'] as const,
  progress: () => ['practice', 'progress'] as const,
};
