// Skill match on the loaded catalogue (D20): questionnaire options (spec section 9, with role-specific suggestions),
// the engine's result, and the reports of signed-in users.
import {
  SKILLMATCH_COMPANY_SIZES,
  SKILLMATCH_LEVELS,
  SKILLMATCH_PROFICIENCIES,
  SKILLMATCH_RELATED_SKILLS,
  SKILLMATCH_ROLE_OPTIONS,
  SKILLMATCH_SUGGESTED_HARD_SKILLS,
  SKILLMATCH_SUGGESTED_SOFT_SKILLS,
  SKILLMATCH_YEARS,
  type Catalogue,
  type SkillMatchParsedInput,
  type SkillMatchResult,
} from '@waypoint/domain';
import {
  DEFAULT_MIN_IMPORTANCE,
  indexCatalogue,
  matchParsedSkills,
  mergeSameNameSkills,
  moreRoleNames,
  resolveRole,
  SkillMatchError,
} from '@waypoint/skillmatch';
import type { Db } from '../../db/client';
import { deleteReport, findReport, insertReport, listReports } from '../../db/queries/skillmatch';
import { httpError } from '../../lib/http-error';
import type { CatalogueStore } from '../catalogue/catalogue-store';
import { skillDemand } from './skill-demand';

export interface SkillMatchOptions {
  roles: string[];
  /** Every other occupation of the loaded catalogue by its role name, A to Z. */
  moreRoles: string[];
  levels: { label: string; value: string }[];
  years: { label: string; value: string; experience: string }[];
  companySizes: { label: string; value: string }[];
  proficiencies: { label: string; value: string }[];
  /** The role the suggestions are for (its friendly name), or null for the general suggestions. */
  role: string | null;
  suggested: { hard: string[]; soft: string[]; related: string[] };
}

export interface ReportSummary {
  report_id: string;
  created_at: string;
  current_role: string;
  desired_role: string;
  percent: number;
}

export interface ReportList {
  reports: ReportSummary[];
  total: number;
  /** The `before` that asks for the next, older page; null on the last page. */
  next_before: string | null;
}

/**
 * An unknown role is the caller's mistake: 400 naming the options (the engine's message lists them), at the field
 * that held it: `body.desiredRole` for a skill match, `querystring.role` for a role's options.
 */
function toHttpError(error: unknown, part = 'body'): never {
  if (error instanceof SkillMatchError) {
    const path = error.field ? `${part}.${error.field}` : part;
    throw httpError(400, error.code, error.message, [{ path, message: `Allowed roles: ${error.allowed.join(', ')}` }]);
  }
  throw error;
}

const SUGGESTION_COUNT = { hard: 9, soft: 10, related: 9 };

function roleSuggestions(catalogue: Catalogue, role: string): { role: string; hard: string[]; soft: string[]; related: string[] } {
  const index = indexCatalogue(catalogue);
  let resolved;
  try {
    resolved = resolveRole(index, role, 'role');
  } catch (error) {
    toHttpError(error, 'querystring');
  }
  const nameOf = (skillId: string) => index.skillsById.get(skillId)?.name ?? skillId;
  const demand = skillDemand(catalogue);
  // Each name once, as the engine asks for it: O*NET's skill and knowledge area 'Mathematics' were two chips on
  // step 5 that toggled together (a catalogue imported before the importer merged them may still list both).
  // Most important first; among equals (every In-Demand tool is rated alike) the ones most occupations ask for,
  // then A to Z, so the order means something and never depends on ids.
  const ranked = [...mergeSameNameSkills(resolved.occupation.skills, nameOf)]
    .map((s) => ({ ...s, name: nameOf(s.skillId), demand: demand(s.skillId), required: s.importance >= DEFAULT_MIN_IMPORTANCE }))
    .sort(
      (a, b) =>
        b.importance - a.importance ||
        b.demand.required - a.demand.required ||
        b.demand.listed - a.demand.listed ||
        a.name.localeCompare(b.name, 'en'),
    );
  const isHard = (s: (typeof ranked)[number]) => s.kind === 'hard' || s.kind === 'technology';
  const required = ranked.filter((s) => s.required);
  const hardRequired = required.filter(isHard).map((s) => s.name);
  // O*NET marks none of a nurse's or a teacher's tools In Demand, so those roles require only two or three hard
  // skills ('Systems Analysis, Systems Evaluation'); step 2 then goes on with their next most important hard skills
  // and tools (Microsoft Office), which is what such people use, rather than stopping short.
  const hard = ranked.filter(isHard).map((s) => s.name).slice(0, SUGGESTION_COUNT.hard);
  const soft = required.filter((s) => s.kind === 'soft').map((s) => s.name).slice(0, SUGGESTION_COUNT.soft);
  // Step 5 asks about neighbouring skills: knowledge areas first, then the required hard skills not offered on step 2.
  const related = [
    ...required.filter((s) => s.kind === 'knowledge').map((s) => s.name),
    ...hardRequired.filter((name) => !hard.includes(name)),
  ].slice(0, SUGGESTION_COUNT.related);
  return { role: resolved.displayName, hard, soft, related };
}

export function createSkillMatchService(deps: { db: Db; catalogue: CatalogueStore; clock: () => Date }) {
  return {
    async options(role?: string): Promise<SkillMatchOptions> {
      const { catalogue } = await deps.catalogue.get();
      const base = {
        roles: [...SKILLMATCH_ROLE_OPTIONS],
        moreRoles: [...moreRoleNames(indexCatalogue(catalogue))],
        levels: SKILLMATCH_LEVELS.map((l) => ({ ...l })),
        years: SKILLMATCH_YEARS.map((y) => ({ ...y })),
        companySizes: SKILLMATCH_COMPANY_SIZES.map((c) => ({ ...c })),
        proficiencies: SKILLMATCH_PROFICIENCIES.map((p) => ({ ...p })),
      };
      if (!role) {
        return {
          ...base,
          role: null,
          suggested: { hard: [...SKILLMATCH_SUGGESTED_HARD_SKILLS], soft: [...SKILLMATCH_SUGGESTED_SOFT_SKILLS], related: [...SKILLMATCH_RELATED_SKILLS] },
        };
      }
      const { role: name, ...suggested } = roleSuggestions(catalogue, role);
      return { ...base, role: name, suggested };
    },

    /**
     * The engine's result on the loaded catalogue; saved as a report when `userId` is given. `input` is what
     * `SkillMatchInputSchema` parsed (the route's body validation), so it is not parsed again.
     */
    async match(input: SkillMatchParsedInput, userId: string | null): Promise<{ result: SkillMatchResult; reportId: string | null }> {
      const loaded = await deps.catalogue.get();
      let result: SkillMatchResult;
      try {
        result = matchParsedSkills(input, loaded.catalogue);
      } catch (error) {
        toHttpError(error);
      }
      if (!userId) return { result, reportId: null };
      const row = await insertReport(deps.db, {
        userId,
        input,
        result,
        currentRole: result.youToday.currentRole,
        desiredRole: result.futureYou.desiredRole,
        percent: result.percent,
        catalogueVersion: loaded.version,
        now: deps.clock(),
      });
      return { result, reportId: row.id };
    },

    /** A page of the caller's reports, newest first; `before` (a report id) asks for the ones older than it. */
    async listReports(userId: string, page: { limit: number; before?: string }): Promise<ReportList> {
      const found = await listReports(deps.db, { userId, ...page });
      if (!found) {
        throw httpError(404, 'REPORT_NOT_FOUND', 'We could not find the report to list older ones from. Reload the list and try again.');
      }
      return {
        reports: found.rows.map((r) => ({
          report_id: r.id,
          created_at: r.createdAt.toISOString(),
          current_role: r.currentRole,
          desired_role: r.desiredRole,
          percent: r.percent,
        })),
        total: found.total,
        next_before: found.more ? (found.rows.at(-1)?.id ?? null) : null,
      };
    },

    /** The caller's own report; another user's id is indistinguishable from a missing one (404). */
    async getReport(userId: string, id: string) {
      const row = await findReport(deps.db, { userId, id });
      if (!row) throw httpError(404, 'REPORT_NOT_FOUND', 'We could not find this skill-match report.');
      return {
        report_id: row.id,
        created_at: row.createdAt.toISOString(),
        input: row.input as SkillMatchParsedInput,
        result: row.result as SkillMatchResult,
      };
    },

    /** Deletes the caller's own report for good; another user's id is a missing one (404), as when reading. */
    async deleteReport(userId: string, id: string): Promise<void> {
      if (!(await deleteReport(deps.db, { userId, id }))) throw httpError(404, 'REPORT_NOT_FOUND', 'We could not find this skill-match report.');
    },
  };
}

export type SkillMatchService = ReturnType<typeof createSkillMatchService>;
