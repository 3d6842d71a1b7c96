// AI coaching features (D25-D29): job recommendations from text, the A-to-B roadmap, the practice gym and the
// typical day. Shared by the API (request/response validation, built-in engine output, provider output) and the web
// app (forms, anonymous roadmap kept in the browser). Every text produced here is shown as text, never as HTML.
import { z } from 'zod';
import { JOB_ZONES, ResourceSchema, SkillMatchProficiencySchema, SkillNameSchema, SkillMatchRoleSchema } from './skillmatch';

// ---------------------------------------------------------------------------------------------------------------
// Limits and texts
// ---------------------------------------------------------------------------------------------------------------

export const RECOMMENDATION_TEXT_MAX = 500;
export const RECOMMENDATION_TEXTS_MAX = 10;
export const RECOMMENDATIONS_MAX = 10;
export const ROADMAP_HOURS_MIN = 1;
export const ROADMAP_HOURS_MAX = 60;
/**
 * Bounds of a roadmap as a document. Plans the engines make stay far inside them; a roadmap sent back by a client
 * (POST /api/roadmap/pdf) or a provider's draft must too, since each field is typeset into a PDF.
 */
export const ROADMAP_LIMITS = { milestones: 40, skills: 12, resources: 12, role: 200, title: 200, text: 600, note: 2000 } as const;
export const PRACTICE_ANSWER_MIN = 20;
export const PRACTICE_ANSWER_MAX = 3000;
export const RUBRIC_SCORE_MIN = 1;
export const RUBRIC_SCORE_MAX = 5;

/** Where an unknown role's message sends the user; the web form makes these words a link to /careers. */
export const COACHING_CAREERS_LIST = 'the careers list';

export const COACHING_TEXT = {
  textsRequired: 'Please write at least one answer or your career pitch.',
  textBlank: 'An answer cannot be empty.',
  textTooLong: `Each answer can be at most ${RECOMMENDATION_TEXT_MAX} characters.`,
  tooManyTexts: `Send at most ${RECOMMENDATION_TEXTS_MAX} answers.`,
  hoursRange: `Hours per week must be a whole number from ${ROADMAP_HOURS_MIN} to ${ROADMAP_HOURS_MAX}.`,
  targetDate: 'The target date must be a date like 2026-09-30.',
  answerTooShort: `Please write at least ${PRACTICE_ANSWER_MIN} characters so there is something to give feedback on.`,
  answerTooLong: `An answer can be at most ${PRACTICE_ANSWER_MAX} characters.`,
  answerWithoutWords: 'Please write your answer in words: there is nothing here to give feedback on yet.',
  unknownScenario: 'We do not know that practice scenario.',
  /**
   * The roadmap's note when the target role usually asks for more formal preparation (a higher O*NET Job Zone) than
   * the current one: skills alone will not get the user there, and a coach would say so up front.
   */
  preparationNote: (target: { role: string; jobZone: number }, current: { role: string; jobZone: number }) =>
    `${target.role} usually asks for more preparation than ${current.role}: ${JOB_ZONES[target.jobZone]?.typical ?? 'more training'} ` +
    `(Job Zone ${target.jobZone} of 5), where ${current.role} asks for ${JOB_ZONES[current.jobZone]?.typical ?? 'less'} ` +
    `(Job Zone ${current.jobZone}). These milestones build the skills; plan for the qualification alongside them.`,
  /**
   * A role the catalogue does not know by that name, with the nearest roles it does know (the form offers them as
   * buttons too); the list of the skill match's eight options told a retail worker nothing.
   */
  unknownRole: (role: string, suggestions: readonly string[]) =>
    suggestions.length > 0
      ? `We don't know the role "${role}". Did you mean ${suggestions.length === 1 ? suggestions[0] : `${suggestions.slice(0, -1).join(', ')} or ${suggestions.at(-1)}`}?`
      : `We don't know the role "${role}". Try another name for the job, or look it up in ${COACHING_CAREERS_LIST}.`,
  /**
   * The roadmap's warning when the target date is too close, with the pace that would meet it (null when even the
   * most hours a week would not), so the user knows what to change rather than only that it does not fit.
   */
  targetDateWarning: (hoursPerWeek: number, weeksNeeded: number, paceNeeded: number | null = null) =>
    `The target date cannot be met at ${hoursPerWeek} hours a week; it needs about ${weeksNeeded} weeks. ` +
    (paceNeeded !== null
      ? `About ${paceNeeded} hours a week would meet it, or choose a later date.`
      : `Even ${ROADMAP_HOURS_MAX} hours a week would not: choose a later date.`),
  /** The warning when the target date is not after the plan's start: no pace can meet a date already here. */
  targetDatePassed: 'The target date is today or already past: choose a later date to plan towards.',
  /** The forms' check before sending (the date picker's own minimum is not enforced on typed dates). */
  targetDateFuture: 'Choose a target date after today.',
} as const;

/**
 * An unknown role's error (400 UNKNOWN_ROLE) names the field in its first issue (path 'body.targetRole', the whole
 * message) and then carries one issue per suggested role, with this code and the role name as its message.
 */
export const ROLE_SUGGESTION_ISSUE = 'ROLE_SUGGESTION';

/** Which engine answered (D25): the provider, or the built-in engine (also when it stood in for the provider). */
export const AiEngineNameSchema = z.enum(['builtin', 'provider']);
export type AiEngineName = z.infer<typeof AiEngineNameSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Soft skills (practice gym) and the published rubric
// ---------------------------------------------------------------------------------------------------------------

export const SOFT_SKILLS = [
  'communication',
  'negotiation',
  'feedback',
  'conflict-resolution',
  'leadership',
  'adaptability',
  'teamwork',
] as const;
export const SoftSkillSchema = z.enum(SOFT_SKILLS);
export type SoftSkill = z.infer<typeof SoftSkillSchema>;

export const SOFT_SKILL_LABELS: Readonly<Record<SoftSkill, string>> = {
  communication: 'Communication',
  negotiation: 'Negotiation',
  feedback: 'Giving and receiving feedback',
  'conflict-resolution': 'Conflict resolution',
  leadership: 'Leadership',
  adaptability: 'Adaptability',
  teamwork: 'Team work',
};

export const RUBRIC_CRITERIA = ['structure', 'specificity', 'empathy', 'ownership', 'outcome'] as const;
export const RubricCriterionIdSchema = z.enum(RUBRIC_CRITERIA);
export type RubricCriterionId = z.infer<typeof RubricCriterionIdSchema>;

export const RubricLevelSchema = z.object({
  score: z.number().int().min(RUBRIC_SCORE_MIN).max(RUBRIC_SCORE_MAX),
  description: z.string(),
});
export const RubricCriterionSchema = z.object({
  id: RubricCriterionIdSchema,
  title: z.string(),
  description: z.string(),
  /** What a 1, 3 and 5 look like. */
  levels: z.array(RubricLevelSchema),
});
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>;
export const RubricSchema = z.object({ version: z.string(), criteria: z.array(RubricCriterionSchema) }).meta({ id: 'PracticeRubric' });
export type Rubric = z.infer<typeof RubricSchema>;

export const ScenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    skill: SoftSkillSchema,
    title: z.string(),
    situation: z.string(),
    prompt: z.string(),
    /** The rubric criteria this scenario is scored on (ids from the published rubric). */
    rubric: z.array(RubricCriterionIdSchema).min(1),
    /** Occupation families (SOC major group, e.g. '15') it suits best; empty = every role. */
    roleGroups: z.array(z.string()),
  })
  .meta({ id: 'PracticeScenario' });
export type Scenario = z.infer<typeof ScenarioSchema>;

export const ScenarioQuerySchema = z.object({
  /** Catalogue code or title; personalises the order. */
  targetRole: z.string().trim().max(120).optional(),
  /** Comma-separated soft skills the user wants to work on (also accepts labels like 'Conflict Resolution'). */
  weakSkills: z.string().max(400).optional(),
});
export type ScenarioQuery = z.infer<typeof ScenarioQuerySchema>;

export const ScenarioListSchema = z.object({
  scenarios: z.array(ScenarioSchema),
  /** The soft skills used to personalise the list, weakest first. */
  weakSkills: z.array(SoftSkillSchema),
  targetCode: z.string().nullable(),
});
export type ScenarioList = z.infer<typeof ScenarioListSchema>;

/**
 * Letters an answer needs before feedback means anything: thirty full stops are 30 characters, and no answer; forty
 * a's are 40 letters, and no answer either (it was scored, saved and lowered the user's level), so the letters must
 * also be of several kinds. Any script counts: a Chinese answer has no spaces to count words by.
 */
export const PRACTICE_ANSWER_MIN_LETTERS = 10;
const MIN_DIFFERENT_LETTERS = 5;
export const hasWords = (answer: string) => {
  const letters = (answer.match(/\p{L}/gu) ?? []).map((letter) => letter.toLowerCase());
  return letters.length >= PRACTICE_ANSWER_MIN_LETTERS && new Set(letters).size >= MIN_DIFFERENT_LETTERS;
};

export const PracticeAttemptInputSchema = z.object({
  scenarioId: z.string().trim().min(1).max(80),
  answer: z
    .string()
    .trim()
    .min(PRACTICE_ANSWER_MIN, { error: COACHING_TEXT.answerTooShort })
    .max(PRACTICE_ANSWER_MAX, { error: COACHING_TEXT.answerTooLong })
    .refine(hasWords, { error: COACHING_TEXT.answerWithoutWords }),
});
export type PracticeAttemptInput = z.infer<typeof PracticeAttemptInputSchema>;

export const CriterionFeedbackSchema = z.object({
  criterion: RubricCriterionIdSchema,
  score: z.number().int().min(RUBRIC_SCORE_MIN).max(RUBRIC_SCORE_MAX),
  /** The user's own words supporting the score: an exact substring of the answer ('' when nothing applies). */
  quote: z.string(),
  comment: z.string(),
});
export type CriterionFeedback = z.infer<typeof CriterionFeedbackSchema>;

/** What the engine (built-in or provider) produces for one answer. */
export const PracticeFeedbackSchema = z.object({
  criteria: z.array(CriterionFeedbackSchema).min(1),
  /** One concrete suggestion. */
  suggestion: z.string().min(1),
});
export type PracticeFeedback = z.infer<typeof PracticeFeedbackSchema>;

export const PracticeAttemptSchema = z
  .object({
    /** null for anonymous attempts (not saved). */
    id: z.string().nullable(),
    scenarioId: z.string(),
    skill: SoftSkillSchema,
    answer: z.string(),
    feedback: PracticeFeedbackSchema,
    /** Mean of the criterion scores, 1-5 with one decimal. */
    overall: z.number().min(RUBRIC_SCORE_MIN).max(RUBRIC_SCORE_MAX),
    engine: AiEngineNameSchema,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PracticeAttempt' });
export type PracticeAttempt = z.infer<typeof PracticeAttemptSchema>;

/** A page of the caller's attempts, newest first; `nextBefore` asks for the next, older page (null on the last). */
export const PracticeAttemptListSchema = z.object({
  attempts: z.array(PracticeAttemptSchema),
  /** How many attempts the caller has in all. */
  total: z.number().int().min(0),
  nextBefore: z.string().nullable(),
});
export type PracticeAttemptList = z.infer<typeof PracticeAttemptListSchema>;

export const SkillProgressPointSchema = z.object({ at: z.iso.datetime(), level: z.number().min(1).max(5) });
export const SkillProgressSchema = z.object({
  skill: SoftSkillSchema,
  /** Latest level (mean of the last three attempts), null before the first attempt. */
  level: z.number().min(1).max(5).nullable(),
  attempts: z.number().int().nonnegative(),
  history: z.array(SkillProgressPointSchema),
});
export const PracticeProgressSchema = z.object({ skills: z.array(SkillProgressSchema) }).meta({ id: 'PracticeProgress' });
export type PracticeProgress = z.infer<typeof PracticeProgressSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Job recommendations (D26)
// ---------------------------------------------------------------------------------------------------------------

export const RecommendationInputSchema = z.object({
  texts: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: COACHING_TEXT.textBlank })
        .max(RECOMMENDATION_TEXT_MAX, { error: COACHING_TEXT.textTooLong }),
    )
    .min(1, { error: COACHING_TEXT.textsRequired })
    .max(RECOMMENDATION_TEXTS_MAX, { error: COACHING_TEXT.tooManyTexts }),
});
export type RecommendationInput = z.infer<typeof RecommendationInputSchema>;

/**
 * What of an occupation a reason quotes: a task, a skill, its description or a title the user's phrase matched; or, for
 * 'experience', the skills it shares with the role the phrase says the user leaves (their experience carries there).
 */
export const RECOMMENDATION_TRAIT_KINDS = ['task', 'skill', 'description', 'title', 'experience'] as const;
export const RecommendationReasonSchema = z.object({
  /** The user's phrase (a fragment of one of the texts) that matched. */
  phrase: z.string(),
  kind: z.enum(RECOMMENDATION_TRAIT_KINDS),
  /** The occupation's trait it matched (a task, a skill name, its description or title), or the skills it shares. */
  trait: z.string(),
});
export type RecommendationReason = z.infer<typeof RecommendationReasonSchema>;

export const RecommendationSchema = z.object({
  code: z.string(),
  title: z.string(),
  score: z.number().int().min(0).max(100),
  reasons: z.array(RecommendationReasonSchema),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** What the engine produces. */
export const RecommendationListSchema = z.object({ recommendations: z.array(RecommendationSchema) });
export type RecommendationList = z.infer<typeof RecommendationListSchema>;

export const RecommendationResponseSchema = RecommendationListSchema.extend({ engine: AiEngineNameSchema }).meta({
  id: 'RecommendationResponse',
});
export type RecommendationResponse = z.infer<typeof RecommendationResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Roadmap (D27)
// ---------------------------------------------------------------------------------------------------------------

export const IsoDateSchema = z.iso.date({ error: COACHING_TEXT.targetDate });

export const RoadmapInputSchema = z.object({
  currentRole: SkillMatchRoleSchema,
  /** Catalogue code or title (or a role option). */
  targetRole: SkillMatchRoleSchema,
  hoursPerWeek: z
    .number({ error: COACHING_TEXT.hoursRange })
    .int({ error: COACHING_TEXT.hoursRange })
    .min(ROADMAP_HOURS_MIN, { error: COACHING_TEXT.hoursRange })
    .max(ROADMAP_HOURS_MAX, { error: COACHING_TEXT.hoursRange }),
  targetDate: IsoDateSchema.optional(),
  /** Prefilled by the web app from the latest skill match. */
  skills: z
    .array(z.object({ name: SkillNameSchema, proficiency: SkillMatchProficiencySchema.optional() }))
    .max(50)
    .optional(),
});
export type RoadmapInput = z.infer<typeof RoadmapInputSchema>;

const bounded = (max: number) => z.string().max(max, { error: `A roadmap text can be at most ${max} characters.` });
const atMost = (max: number, what: string) => ({ error: `A roadmap can list at most ${max} ${what}.` });

export const MilestoneSchema = z.object({
  id: z.string().max(ROADMAP_LIMITS.title).regex(/^[a-z0-9-]+$/),
  title: bounded(ROADMAP_LIMITS.title),
  /** Skill names in order of importance and prerequisite. */
  skills: z.array(bounded(ROADMAP_LIMITS.title)).max(ROADMAP_LIMITS.skills, atMost(ROADMAP_LIMITS.skills, 'skills per milestone')),
  resources: z.array(ResourceSchema).max(ROADMAP_LIMITS.resources, atMost(ROADMAP_LIMITS.resources, 'resources per milestone')),
  practiceScenarioId: z.string().max(ROADMAP_LIMITS.title).nullable(),
  checkpoint: bounded(ROADMAP_LIMITS.text),
  hours: z.number().int().positive(),
  weeks: z.number().int().positive(),
  done: z.boolean(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;

/** What the engine produces (the plan without dates and bookkeeping). */
const milestoneList = z.array(MilestoneSchema).max(ROADMAP_LIMITS.milestones, atMost(ROADMAP_LIMITS.milestones, 'milestones'));
export const RoadmapDraftSchema = z.object({ milestones: milestoneList });
export type RoadmapDraft = z.infer<typeof RoadmapDraftSchema>;

export const RoadmapSchema = z
  .object({
    currentRole: bounded(ROADMAP_LIMITS.role),
    targetRole: bounded(ROADMAP_LIMITS.role),
    targetCode: bounded(ROADMAP_LIMITS.title),
    hoursPerWeek: z.number().int().min(ROADMAP_HOURS_MIN).max(ROADMAP_HOURS_MAX),
    targetDate: IsoDateSchema.nullable(),
    /** The date the plan starts from (YYYY-MM-DD). */
    startDate: IsoDateSchema,
    milestones: milestoneList,
    totalHours: z.number().int().nonnegative(),
    totalWeeks: z.number().int().nonnegative(),
    finishDate: IsoDateSchema,
    warning: bounded(ROADMAP_LIMITS.note).optional(),
    /** Present when the target role usually asks for more formal preparation than the current one (COACHING_TEXT.preparationNote). */
    preparation: bounded(ROADMAP_LIMITS.note).optional(),
    engine: AiEngineNameSchema,
  })
  .meta({ id: 'Roadmap' });
export type Roadmap = z.infer<typeof RoadmapSchema>;

const DAY_MS = 86_400_000;
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Weeks of work at a pace, rounded up. */
const weeksAt = (hours: number, hoursPerWeek: number) => Math.ceil(hours / hoursPerWeek);

/**
 * The roadmap's totals, finish date and target-date warning, from its milestones (what is not done yet). One rule for
 * the server (saved plans) and the browser (a visitor's plan), so a tick moves the totals the same way in both.
 *
 * - A milestone still to do is paced at the plan's hours per week; a ticked one keeps the weeks it was done in. (An
 *   unticked milestone kept the weeks of a pace the plan no longer had, and the totals with it.)
 * - The weeks still needed are the hours still to do at that pace, rounded once: milestones follow one another
 *   without waiting for a new week, and 391 hours at 40 a week is 10 weeks, not the 12 that rounding each gave.
 * - They count from `today` once the plan has started (a plan made in March and looked at in May finishes later
 *   than March's finish date); before, or without `today`, from the plan's start date.
 */
export function assembleRoadmap(
  base: Pick<Roadmap, 'currentRole' | 'targetRole' | 'targetCode' | 'hoursPerWeek' | 'targetDate' | 'startDate' | 'engine' | 'preparation'>,
  milestones: Milestone[],
  today?: string,
): Roadmap {
  // Only the given fields: a plan passed back in (a tick) must not keep totals or a warning that no longer hold.
  const { currentRole, targetRole, targetCode, hoursPerWeek, targetDate, startDate, engine, preparation } = base;
  const paced = milestones.map((m) => (m.done ? m : { ...m, weeks: weeksAt(m.hours, hoursPerWeek) }));
  const totalHours = paced.reduce((sum, m) => (m.done ? sum : sum + m.hours), 0);
  const totalWeeks = weeksAt(totalHours, hoursPerWeek);
  const from = today !== undefined && today > startDate ? today : startDate;
  const plan: Roadmap = {
    currentRole,
    targetRole,
    targetCode,
    hoursPerWeek,
    targetDate,
    startDate,
    milestones: paced,
    totalHours,
    totalWeeks,
    finishDate: addDays(from, totalWeeks * 7),
    ...(preparation ? { preparation } : {}),
    engine,
  };
  if (targetDate && totalHours > 0) {
    const days = (Date.parse(`${targetDate}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
    const weeksAvailable = Math.floor(days / 7);
    if (days <= 0) plan.warning = COACHING_TEXT.targetDatePassed;
    else if (weeksAvailable < totalWeeks) plan.warning = COACHING_TEXT.targetDateWarning(hoursPerWeek, totalWeeks, paceFor(totalHours, weeksAvailable));
  }
  return plan;
}

/** The fewest whole hours a week at which the hours still to do fit in the weeks available (null: none up to the most). */
function paceFor(totalHours: number, weeksAvailable: number): number | null {
  if (weeksAvailable < 1) return null;
  const pace = Math.max(ROADMAP_HOURS_MIN, Math.ceil(totalHours / weeksAvailable));
  return pace <= ROADMAP_HOURS_MAX ? pace : null;
}

export const MilestoneTickSchema = z.object({ done: z.boolean() });

/** POST /api/roadmap/replan: optional new pace or date; ticked milestones are kept. */
export const RoadmapReplanSchema = z.object({
  hoursPerWeek: RoadmapInputSchema.shape.hoursPerWeek.optional(),
  targetDate: IsoDateSchema.nullable().optional(),
});
export type RoadmapReplan = z.infer<typeof RoadmapReplanSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Typical day (D29)
// ---------------------------------------------------------------------------------------------------------------

export const DayBlockSchema = z.object({
  /** 'HH:MM', 24-hour. */
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
  kind: z.enum(['task', 'break', 'context']),
  title: z.string(),
  /** The catalogue task (or context note) the block comes from. */
  detail: z.string(),
});
export type DayBlock = z.infer<typeof DayBlockSchema>;

export const TypicalDaySchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    industry: z.string(),
    /** How the working hours run in this kind of work (office, shifts, site, school day); the blocks show one day. */
    schedule: z.string(),
    /** Work context notes: the environment, the people, the tools (from the catalogue). */
    context: z.array(z.string()),
    blocks: z.array(DayBlockSchema),
    practiceScenarioId: z.string(),
  })
  .meta({ id: 'TypicalDay' });
export type TypicalDay = z.infer<typeof TypicalDaySchema>;
