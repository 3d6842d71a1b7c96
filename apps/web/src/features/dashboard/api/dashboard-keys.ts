// The same keys the owning features use, or keys under the ones they invalidate, so data they change (a tick, a new
// attempt) is fresh here too.
import type { AssessmentSlug } from '@waypoint/domain';
import { LATEST_RECOMMENDATIONS_KEY } from '../../../lib/recommendations';

export const dashboardKeys = {
  /** Everything the assessments feature reads: results, latest and histories. */
  assessments: () => ['assessments'] as const,
  latestResults: () => ['assessments', 'latest'] as const,
  exerciseHistory: (slug: AssessmentSlug) => ['assessments', 'history', slug] as const,
  skillMatchReports: () => ['skillmatch', 'reports'] as const,
  practiceAttempts: () => ['practice', 'attempts', 'latest'] as const,
  recommendations: () => LATEST_RECOMMENDATIONS_KEY,
};
