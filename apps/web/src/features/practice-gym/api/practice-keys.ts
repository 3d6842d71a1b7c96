// Query keys of the practice gym. The dashboard reads attempts and progress under the same keys.
export const practiceKeys = {
  all: ['practice'] as const,
  scenarios: (targetRole: string, weakSkills: string) => ['practice', 'scenarios', targetRole, weakSkills] as const,
  rubric: () => ['practice', 'rubric'] as const,
  attempts: () => ['practice', 'attempts'] as const,
  progress: () => ['practice', 'progress'] as const,
};
