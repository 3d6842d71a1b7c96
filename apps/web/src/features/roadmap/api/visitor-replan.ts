// A visitor's re-plan: their plan lives in this browser (D2), so it is built again (POST /api/roadmap) from the stored
// form with the new pace or date, with the ticks carried over. The page stores what it answers.
import { useMutation } from '@tanstack/react-query';
import type { Roadmap, RoadmapInput, RoadmapReplan } from '@waypoint/domain';
import { keepTicked, type StoredRoadmap } from '../model/local-roadmap';
import { createRoadmap } from './create-roadmap';

interface VisitorReplan {
  input: RoadmapInput;
  previous: Roadmap;
  change: RoadmapReplan;
}

export function useVisitorReplan() {
  return useMutation({
    mutationFn: async ({ input, previous, change }: VisitorReplan): Promise<StoredRoadmap> => {
      const nextInput: RoadmapInput = { ...input, ...(change.hoursPerWeek ? { hoursPerWeek: change.hoursPerWeek } : {}) };
      if (change.targetDate) nextInput.targetDate = change.targetDate;
      else if (change.targetDate === null) delete nextInput.targetDate;
      return { input: nextInput, roadmap: keepTicked(previous, await createRoadmap(nextInput)) };
    },
  });
}
