// GET /api/practice/scenarios: the scenarios, ordered for the target role and the soft skills to work on (D28).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScenarioList } from '@waypoint/domain';
import { api } from '../../../lib/api';
import { practiceKeys } from './practice-keys';
import { fail } from '../../../lib/request-error';

export const scenariosQueryOptions = (targetRole = '', weakSkills = '') =>
  queryOptions({
    queryKey: practiceKeys.scenarios(targetRole, weakSkills),
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
