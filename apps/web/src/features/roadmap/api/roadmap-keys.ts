// Query keys of the roadmap. The plan itself is shared with the dashboard (lib/roadmap.ts).
import { ROADMAP_KEY } from '../../../lib/roadmap';

export const roadmapKeys = {
  current: () => ROADMAP_KEY,
  /** Under the skill match's reports, so saving a new report refreshes where the form starts. */
  skillMatchPrefill: (reportId: string | null) => ['skillmatch', 'reports', 'roadmap-prefill', reportId ?? 'latest'] as const,
};
