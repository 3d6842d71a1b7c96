// GET /api/practice/scenarios: the scenarios, ordered for the target role and the soft skills to work on (D28).
// Shared: the practice gym lists them, and the roadmap and typical day name the scenario they link to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScenarioList } from '@waypoint/domain';
import { api } from './api';
import { fail } from './request-error';

export const scenariosKey = (targetRole: string, weakSkills: string) => ['practice', 'scenarios', targetRole, weakSkills] as const;

export const scenariosQueryOptions = (targetRole = '', weakSkills = '') =>
  queryOptions({
    queryKey: scenariosKey(targetRole, weakSkills),
    queryFn: async ({ signal }): Promise<ScenarioList> => {
      const query = { ...(targetRole ? { targetRole } : {}), ...(weakSkills ? { weakSkills } : {}) };
      const { data, error, response } = await api.GET('/api/practice/scenarios', { params: { query }, signal });
      if (!data) fail(response, error);
      return data;
    },
    staleTime: 10 * 60_000,
  });

export function useScenarios(targetRole = '', weakSkills = '') {
  return useQuery(scenariosQueryOptions(targetRole, weakSkills));
}
