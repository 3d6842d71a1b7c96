// The AI coaching features (D25-D29) on the one AI seam: each feature asks app.ai for a structured answer (the
// provider when configured, the built-in engine otherwise or as fallback), checks it against the schema in
// @waypoint/domain, and stores what signed-in users keep. Deterministic work (skill gaps, dates, totals) is done
// here, never by the model.
import {
  assembleRoadmap,
  COACHING_TEXT,
  PracticeFeedbackSchema,
  RecommendationListSchema,
  RoadmapDraftSchema,
  ROLE_SUGGESTION_ISSUE,
  SKILLMATCH_MAX_SKILLS,
  SOFT_SKILLS,
  SoftSkillSchema,
  type Catalogue,
  type Milestone,
  type PracticeAttempt,
  type PracticeAttemptList,
  type PracticeFeedback,
  type PracticeProgress,
  type RecommendationResponse,
  type Roadmap,
  type RoadmapInput,
  type RoadmapReplan,
  type ScenarioList,
  type SkillMatchResult,
  type SoftSkill,
  type TypicalDay,
} from '@waypoint/domain';
import { indexCatalogue, matchSkills, resolveRole, roleNameOf, SkillMatchError } from '@waypoint/skillmatch';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  deletePracticeAttempt,
  deleteRoadmaps,
  insertPracticeAttempt,
  insertRoadmap,
  latestRoadmap,
  listPracticeAttempts,
  pagePracticeAttempts,
  updateRoadmapPlan,
} from '../../db/queries/coaching';
import type { PracticeAttemptRow } from '../../db/schema/coaching';
import { httpError } from '../../lib/http-error';
import { AiQuotaExceededError, type AiEngine } from '../ai/index';
import type { AssessmentService } from '../assessments/assessment-service';
import type { CatalogueStore } from '../catalogue/catalogue-store';
import type { SkillMatchService } from '../skillmatch/skillmatch-service';
import { shortlist } from './recommendations';
import { type RoadmapTaskInput } from './roadmap-plan';
import { RUBRIC, SCENARIOS, scenarioById, softSkillOf } from './scenarios';
import { currentRoleSkills } from './current-role-skills';
import { roleSuggestions } from './role-suggestions';
import { typicalDay } from './typical-day';

export const AI_TASKS = {
  recommendations: 'job-recommendations',
  roadmap: 'roadmap',
  practice: 'practice-feedback',
} as const;

export interface CoachingDeps {
  db: Db;
  catalogue: CatalogueStore;
  ai: AiEngine;
  clock: () => Date;
  assessments: Pick<AssessmentService, 'latestByExercise'>;
  skillmatch: Pick<SkillMatchService, 'listReports' | 'getReport'>;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The catalogue's occupations for the roles the user typed (one per field), or one 400 that names every unknown one
 * by its field (`path`, e.g. 'body.targetRole') and offers the nearest roles the catalogue knows for each.
 */
function rolesOrHttpError(catalogue: Catalogue, fields: readonly { role: string; path: string }[]) {
  const index = indexCatalogue(catalogue);
  const issues: { path: string; message: string; code: string }[] = [];
  const details: string[] = [];
  const resolved = fields.map(({ role, path }) => {
    try {
      return resolveRole(index, role);
    } catch (error) {
      if (!(error instanceof SkillMatchError)) throw error;
      const suggestions = roleSuggestions(catalogue, role);
      const detail = COACHING_TEXT.unknownRole(role.trim(), suggestions);
      details.push(detail);
      issues.push({ path, message: detail, code: error.code }, ...suggestions.map((name) => ({ path, message: name, code: ROLE_SUGGESTION_ISSUE })));
      return null;
    }
  });
  if (issues.length > 0) throw httpError(400, 'UNKNOWN_ROLE', details.join(' '), issues);
  return resolved as ReturnType<typeof resolveRole>[];
}

function toAttempt(row: PracticeAttemptRow): PracticeAttempt {
  return {
    id: row.id,
    scenarioId: row.scenarioId,
    skill: SoftSkillSchema.parse(row.skill),
    answer: row.answer,
    feedback: row.feedback as PracticeFeedback,
    overall: row.overall,
    engine: row.engine === 'provider' ? 'provider' : 'builtin',
    createdAt: row.createdAt.toISOString(),
  };
}

/** No skill name in two milestones of a plan: its hours would count twice (a provider's plan that does so falls back). */
function plansEachSkillOnce(milestones: readonly Milestone[]): boolean {
  const names = milestones.flatMap((m) => m.skills.map((s) => s.trim().toLowerCase()));
  return new Set(names).size === names.length;
}

export function createCoachingService(deps: CoachingDeps) {
  const { db, clock } = deps;

  /** One AI call; the quota's refusal becomes the 429 the routes document. */
  async function ask<S extends z.ZodType>(task: string, input: unknown, schema: S, quotaKey: string) {
    try {
      return await deps.ai.generateStructured({ task, input, schema, quotaKey });
    } catch (error) {
      if (error instanceof AiQuotaExceededError) throw httpError(429, 'AI_QUOTA_EXCEEDED', error.message);
      throw error;
    }
  }

  async function latestSkillMatch(userId: string): Promise<SkillMatchResult | null> {
    const [latest] = (await deps.skillmatch.listReports(userId, { limit: 1 })).reports;
    return latest ? (await deps.skillmatch.getReport(userId, latest.report_id)).result : null;
  }

  async function roadmapFor(
    input: RoadmapInput,
    kept: Milestone[],
    quotaKey: string,
    startDate: string,
  ): Promise<Roadmap> {
    const { catalogue } = await deps.catalogue.get();
    const [current, target] = rolesOrHttpError(catalogue, [
      { role: input.currentRole, path: 'body.currentRole' },
      { role: input.targetRole, path: 'body.targetRole' },
    ]) as [ReturnType<typeof resolveRole>, ReturnType<typeof resolveRole>];
    const index = indexCatalogue(catalogue);
    const named = input.skills ?? [];
    const match = matchSkills(
      {
        currentRole: current.occupation.code,
        currentLevel: 'middle',
        desiredRole: target.occupation.code,
        desiredLevel: 'middle',
        hardSkills: named,
        // A separate list of the same cap: what the current job brings, beyond what the user named.
        softSkills: currentRoleSkills(index, current.occupation, named, SKILLMATCH_MAX_SKILLS),
      },
      catalogue,
    );
    const acquired = new Set(kept.flatMap((m) => m.skills.map((s) => s.toLowerCase())));
    const gaps = [...match.explanation.missing, ...match.explanation.belowLevel]
      .filter((g) => !acquired.has(g.name.toLowerCase()))
      .map((g) => ({ ...g, resources: index.skillsById.get(g.skillId)?.resources.slice(0, 2) ?? [] }));
    const taskInput: RoadmapTaskInput = {
      currentRole: current.displayName,
      targetRole: target.displayName,
      targetCode: target.occupation.code,
      hoursPerWeek: input.hoursPerWeek,
      gaps,
      strengths: match.explanation.matched.map((m) => m.name),
    };
    const keptIds = new Set(kept.map((m) => m.id));
    const schema = RoadmapDraftSchema.refine((d) => d.milestones.every((m) => !keptIds.has(m.id) && !m.done), {
      message: 'new milestones must not reuse ticked ones',
    }).refine((d) => plansEachSkillOnce(d.milestones), {
      message: 'a skill must not be planned in two milestones',
    });
    // Every gap closed by ticked milestones: the plan is finished. Asking again would add a "prove your fit"
    // milestone each time the user changed their pace, to a plan they had already completed.
    const { value, engine } =
      gaps.length === 0 && kept.length > 0
        ? { value: { milestones: [] }, engine: 'builtin' as const }
        : await ask(AI_TASKS.roadmap, taskInput, schema, quotaKey);
    const [targetZone, currentZone] = [target.occupation.jobZone, current.occupation.jobZone];
    return assembleRoadmap(
      {
        currentRole: current.displayName,
        targetRole: target.displayName,
        targetCode: target.occupation.code,
        hoursPerWeek: input.hoursPerWeek,
        targetDate: input.targetDate ?? null,
        startDate,
        engine,
        preparation:
          targetZone !== null && currentZone !== null && targetZone > currentZone
            ? COACHING_TEXT.preparationNote({ role: target.displayName, jobZone: targetZone }, { role: current.displayName, jobZone: currentZone })
            : undefined,
      },
      [...kept, ...value.milestones],
    );
  }

  async function weakSoftSkills(requested: string | undefined, userId: string | null): Promise<SoftSkill[]> {
    const weak: SoftSkill[] = [];
    const add = (label: string) => {
      const skill = SoftSkillSchema.safeParse(label.trim().toLowerCase()).data ?? softSkillOf(label);
      if (skill && !weak.includes(skill)) weak.push(skill);
    };
    for (const part of (requested ?? '').split(',')) if (part.trim()) add(part);
    if (userId) {
      const result = await latestSkillMatch(userId);
      if (result) {
        const gaps = [...result.explanation.missing, ...result.explanation.belowLevel].filter((g) => g.kind === 'soft');
        for (const g of gaps.sort((a, b) => b.importance - a.importance || a.name.localeCompare(b.name))) add(g.name);
      }
      const whoAmI = (await deps.assessments.latestByExercise(userId)).find((e) => e.slug === 'who-am-i')?.latest;
      for (const dimension of whoAmI?.scores?.weakest ?? []) add(dimension);
    }
    return weak;
  }

  return {
    async typicalDay(code: string): Promise<TypicalDay> {
      const { catalogue } = await deps.catalogue.get();
      const occupation = catalogue.occupations.find((o) => o.code === code);
      if (!occupation) throw httpError(404, 'OCCUPATION_NOT_FOUND', `We do not know the occupation ${code}.`);
      return typicalDay(occupation, catalogue);
    },

    async recommend(texts: string[], quotaKey: string): Promise<RecommendationResponse> {
      const { catalogue } = await deps.catalogue.get();
      const candidates = shortlist(texts, catalogue);
      const codes = new Set(candidates.map((c) => c.code));
      // The provider may only choose among the shortlist, and each reason must quote the user's own text.
      const joined = texts.join('\n').toLowerCase();
      const schema = RecommendationListSchema.refine(
        (list) =>
          list.recommendations.every(
            (r) => codes.has(r.code) && r.reasons.every((reason) => joined.includes(reason.phrase.replace(/\.\.\.$/, '').toLowerCase())),
          ),
        { message: 'recommendations must come from the shortlist and quote the user' },
      );
      const { value, engine } = await ask(AI_TASKS.recommendations, { texts, candidates }, schema, quotaKey);
      // Named as the built-in engine and the career pages name them, whatever the provider wrote.
      const index = indexCatalogue(catalogue);
      return {
        recommendations: value.recommendations.map((r) => {
          const occupation = index.occupationsByCode.get(r.code);
          return { ...r, title: occupation ? roleNameOf(index, occupation) : r.title };
        }),
        engine,
      };
    },

    /** The texts of the user's latest thrive exercise (answered questions only). */
    async thriveTexts(userId: string): Promise<string[]> {
      const thrive = (await deps.assessments.latestByExercise(userId)).find((e) => e.slug === 'what-makes-me-thrive')?.latest;
      return (thrive?.thrive?.entries ?? []).map((e) => e.answer).filter((a): a is string => !!a && a.trim() !== '').map((a) => a.slice(0, 500)).slice(0, 10);
    },

    async planRoadmap(input: RoadmapInput, userId: string | null, quotaKey: string): Promise<Roadmap> {
      const plan = await roadmapFor(input, [], quotaKey, isoDate(clock()));
      if (userId) await insertRoadmap(db, { userId, input, plan, now: clock() });
      return plan;
    },

    /** A visitor's plan (made and ticked in the browser) kept with the account they signed in to; it becomes the latest. */
    async importRoadmap(userId: string, input: RoadmapInput, roadmap: Roadmap): Promise<Roadmap> {
      const plan = assembleRoadmap(roadmap, roadmap.milestones, isoDate(clock()));
      await insertRoadmap(db, { userId, input, plan, now: clock() });
      return plan;
    },

    async latestRoadmap(userId: string): Promise<Roadmap> {
      const row = await latestRoadmap(db, userId);
      if (!row) throw httpError(404, 'ROADMAP_NOT_FOUND', 'You have no saved roadmap yet. Make one first.');
      // The finish date and the target-date warning count from today: a plan saved in March is read in May.
      const plan = row.plan as Roadmap;
      return assembleRoadmap(plan, plan.milestones, isoDate(clock()));
    },

    /** Deletes the caller's roadmap for good, with the plans it replaced; 404 when they have none. */
    async deleteRoadmap(userId: string): Promise<void> {
      if ((await deleteRoadmaps(db, userId)) === 0) throw httpError(404, 'ROADMAP_NOT_FOUND', 'You have no saved roadmap to delete.');
    },

    async tickMilestone(userId: string, milestoneId: string, done: boolean): Promise<Roadmap> {
      const row = await latestRoadmap(db, userId);
      if (!row) throw httpError(404, 'ROADMAP_NOT_FOUND', 'You have no saved roadmap yet. Make one first.');
      const plan = row.plan as Roadmap;
      if (!plan.milestones.some((m) => m.id === milestoneId)) {
        throw httpError(404, 'MILESTONE_NOT_FOUND', 'This roadmap has no such milestone.');
      }
      const next = assembleRoadmap(
        plan,
        plan.milestones.map((m) => (m.id === milestoneId ? { ...m, done } : m)),
        isoDate(clock()),
      );
      await updateRoadmapPlan(db, { userId, id: row.id, plan: next, now: clock() });
      return next;
    },

    async replan(userId: string, changes: RoadmapReplan, quotaKey: string): Promise<Roadmap> {
      const row = await latestRoadmap(db, userId);
      if (!row) throw httpError(404, 'ROADMAP_NOT_FOUND', 'You have no saved roadmap yet. Make one first.');
      const previous = row.input as RoadmapInput;
      const input: RoadmapInput = {
        ...previous,
        hoursPerWeek: changes.hoursPerWeek ?? previous.hoursPerWeek,
        targetDate: changes.targetDate === null ? undefined : (changes.targetDate ?? previous.targetDate),
      };
      if (input.targetDate === undefined) delete input.targetDate;
      const kept = (row.plan as Roadmap).milestones.filter((m) => m.done);
      const plan = await roadmapFor(input, kept, quotaKey, isoDate(clock()));
      // The same plan, re-planned: the row is updated so "latest" never depends on timestamps tying.
      await updateRoadmapPlan(db, { userId, id: row.id, plan, input, now: clock() });
      return plan;
    },

    rubric: () => RUBRIC,

    async scenarios(query: { targetRole?: string | undefined; weakSkills?: string | undefined }, userId: string | null): Promise<ScenarioList> {
      const weak = await weakSoftSkills(query.weakSkills, userId);
      let targetCode: string | null = null;
      if (query.targetRole) targetCode = rolesOrHttpError((await deps.catalogue.get()).catalogue, [{ role: query.targetRole, path: 'querystring.targetRole' }])[0]!.occupation.code;
      // Without a role asked for, the role the user's saved roadmap heads to: a nurse planning to manage health
      // services practises leading a team before a client's deadline.
      else if (userId) targetCode = ((await latestRoadmap(db, userId))?.plan as Roadmap | undefined)?.targetCode ?? null;
      const group = targetCode?.slice(0, 2);
      const rank = (s: (typeof SCENARIOS)[number]) => {
        const weakRank = weak.indexOf(s.skill);
        const inGroup = group !== undefined && s.roleGroups.includes(group);
        // Weakest skills first (the role's own scenario of that skill before the general one), then the role's.
        return (weakRank === -1 ? weak.length * 2 + (inGroup ? 0 : 1) : weakRank * 2 + (inGroup ? 0 : 1));
      };
      const scenarios = SCENARIOS.map((s, i) => ({ s, i, r: rank(s) }))
        .sort((a, b) => a.r - b.r || a.i - b.i)
        .map((x) => x.s);
      return { scenarios, weakSkills: weak, targetCode };
    },

    async attempt(body: { scenarioId: string; answer: string }, userId: string | null, quotaKey: string): Promise<PracticeAttempt> {
      const scenario = scenarioById(body.scenarioId);
      if (!scenario) {
        throw httpError(400, 'UNKNOWN_SCENARIO', COACHING_TEXT.unknownScenario, [{ path: 'body.scenarioId', message: COACHING_TEXT.unknownScenario }]);
      }
      const answer = body.answer;
      // Quotes must be the user's own words: exact substrings of the answer (or empty).
      const schema = PracticeFeedbackSchema.refine(
        (f) =>
          f.criteria.length === scenario.rubric.length &&
          f.criteria.every((c) => scenario.rubric.includes(c.criterion) && (c.quote === '' || answer.includes(c.quote))),
        { message: 'feedback must score the scenario criteria and quote the answer exactly' },
      );
      const input = {
        scenario: { id: scenario.id, title: scenario.title, situation: scenario.situation, prompt: scenario.prompt },
        criteria: scenario.rubric,
        answer,
      };
      const { value, engine } = await ask(AI_TASKS.practice, input, schema, quotaKey);
      const overall = round1(value.criteria.reduce((sum, c) => sum + c.score, 0) / value.criteria.length);
      const now = clock();
      if (!userId) {
        return { id: null, scenarioId: scenario.id, skill: scenario.skill, answer, feedback: value, overall, engine, createdAt: now.toISOString() };
      }
      const row = await insertPracticeAttempt(db, { userId, scenarioId: scenario.id, skill: scenario.skill, answer, feedback: value, overall, engine, now });
      return toAttempt(row);
    },

    /** A page of the caller's attempts, newest first; `before` (an attempt id) asks for the ones older than it. */
    async listAttempts(userId: string, page: { limit: number; before?: string }): Promise<PracticeAttemptList> {
      const found = await pagePracticeAttempts(db, { userId, ...page });
      if (!found) {
        throw httpError(404, 'ATTEMPT_NOT_FOUND', 'We could not find the attempt to list older ones from. Reload the list and try again.');
      }
      return { attempts: found.rows.map(toAttempt), total: found.total, nextBefore: found.more ? (found.rows.at(-1)?.id ?? null) : null };
    },

    /** Deletes the caller's own attempt for good (progress is worked out without it); another user's id is a missing one. */
    async deleteAttempt(userId: string, id: string): Promise<void> {
      if (!(await deletePracticeAttempt(db, { userId, id }))) throw httpError(404, 'ATTEMPT_NOT_FOUND', 'We could not find this practice attempt.');
    },

    /** Per soft skill: every attempt's overall score in time order, and the level (mean of the last three). */
    async progress(userId: string): Promise<PracticeProgress> {
      const rows = await listPracticeAttempts(db, userId);
      return {
        skills: SOFT_SKILLS.map((skill) => {
          const history = rows.filter((r) => r.skill === skill).map((r) => ({ at: r.createdAt.toISOString(), level: r.overall }));
          const last = history.slice(-3);
          return {
            skill,
            level: last.length === 0 ? null : round1(last.reduce((s, p) => s + p.level, 0) / last.length),
            attempts: history.length,
            history,
          };
        }),
      };
    },
  };
}

export type CoachingService = ReturnType<typeof createCoachingService>;
