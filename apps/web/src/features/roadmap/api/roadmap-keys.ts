// Query keys of the roadmap. The dashboard reads the same server data under ['roadmap'] so a tick here refreshes it.
export const roadmapKeys = {
  all: ['roadmap'] as const,
  current: () => ['roadmap', 'current'] as const,
  latestSkillMatch: () => ['skillmatch', 'reports', 'latest-input'] as const,
};
