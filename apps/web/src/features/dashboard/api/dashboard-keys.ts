// The same keys the owning features use, so data they change (a tick, a new attempt) is fresh here too.
import { LATEST_RECOMMENDATIONS_KEY } from '../../../lib/recommendations';

export const dashboardKeys = {
  latestResults: () => ['assessments', 'latest'] as const,
  skillMatchReports: () => ['skillmatch', 'reports'] as const,
  practiceAttempts: () => ['practice', 'attempts'] as const,
  recommendations: () => LATEST_RECOMMENDATIONS_KEY,
};
