// Query keys of the roadmap. The plan itself is shared with the dashboard (lib/roadmap.ts).
import { ROADMAP_KEY } from '../../../lib/roadmap';

export const roadmapKeys = {
  current: () => ROADMAP_KEY,
  latestSkillMatch: () => ['skillmatch', 'reports', 'latest-input'] as const,
};
