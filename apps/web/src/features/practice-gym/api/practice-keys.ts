// Query keys of the practice gym (the scenario list's is in lib/practice-scenarios). Everything under `attempts()`
// is read again after a new attempt: the gym's pages of attempts here, the dashboard's latest one (dashboardKeys).
export const practiceKeys = {
  all: ['practice'] as const,
  rubric: () => ['practice', 'rubric'] as const,
  attempts: () => ['practice', 'attempts'] as const,
  attemptPages: () => ['practice', 'attempts', 'pages'] as const,
  progress: () => ['practice', 'progress'] as const,
};
