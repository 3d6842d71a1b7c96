// The questionnaire's answers (spec sections 4 and 5, D2): kept in localStorage so a reload resumes, with the rules
// the screens apply - skills lower-cased and de-duplicated, Analyse once role, level and company size are chosen
// (years of experience is optional), and the highest step the user may open (the step guard).
import type { SkillMatchCompanySize, SkillMatchInput, SkillMatchLevel, SkillMatchProficiency, SkillMatchResult, SkillMatchYears } from '@waypoint/domain';
import { SKILLMATCH_MAX_SKILLS, SKILLMATCH_SKILL_NAME_MAX } from '@waypoint/domain';
import { browserStorage } from '../../../lib/browser-data';

export interface ChosenSkill {
  name: string;
  proficiency?: SkillMatchProficiency;
}

export interface Answers {
  currentRole: string;
  currentLevel: SkillMatchLevel | '';
  years: SkillMatchYears | '';
  companySize: SkillMatchCompanySize | '';
  hardSkills: ChosenSkill[];
  softSkills: ChosenSkill[];
  relatedSkills: string[];
  desiredRole: string;
  desiredLevel: SkillMatchLevel | '';
  /** Highest step the user may open: 1-5, or 6 for the result. */
  allowedStep: number;
  /** The result of the last Submit with the report id (signed-in users), kept so a reload shows it again. */
  result: { input: SkillMatchInput; result: SkillMatchResult; reportId: string | null } | null;
}

export const STORAGE_KEY = 'waypoint.skillmatch.v1';
export const RESULT_STEP = 6;

export const emptyAnswers = (): Answers => ({
  currentRole: '',
  currentLevel: '',
  years: '',
  companySize: '',
  hardSkills: [],
  softSkills: [],
  relatedSkills: [],
  desiredRole: '',
  desiredLevel: '',
  allowedStep: 1,
  result: null,
});

/**
 * The answers after a change. Changing an answer once a result exists drops that result and sends the user back
 * through Submit: the old result (Data Scientist) was still shown for answers that now said UX Designer.
 */
export function withChange(current: Answers, patch: Partial<Answers>): Answers {
  const next = { ...current, ...patch };
  const answerChanged = (Object.keys(patch) as (keyof Answers)[]).some((key) => key !== 'result' && key !== 'allowedStep' && patch[key] !== current[key]);
  if (!current.result || !answerChanged || 'result' in patch) return next;
  return { ...next, result: null, allowedStep: Math.min(next.allowedStep, RESULT_STEP - 1) };
}

export function loadAnswers(storage: Storage | undefined = browserStorage()): Answers {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return emptyAnswers();
    const parsed = JSON.parse(raw) as Partial<Answers>;
    return { ...emptyAnswers(), ...parsed };
  } catch {
    // A corrupted entry must not lock the user out of the questionnaire.
    return emptyAnswers();
  }
}

export function saveAnswers(answers: Answers, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // Private mode or a full quota: the questionnaire still works for this visit.
  }
}

export function clearAnswers(storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // see saveAnswers
  }
}


const missing = (a: Answers, fields: ReadonlyArray<readonly [keyof Answers, string]>): string[] =>
  fields.filter(([key]) => a[key] === '').map(([, label]) => label);

/**
 * The required step 1 fields not chosen yet, by their labels. Years of experience is left out: the spec labels it
 * optional (and says all four elsewhere); the label wins, and the API and engine work without it ('Not given').
 */
export const missingCurrentInfo = (a: Answers): string[] =>
  missing(a, [['currentRole', 'Current role'], ['currentLevel', 'Level'], ['companySize', 'Company size']]);

/** The step 4 fields not chosen yet, by their labels. */
export const missingDesired = (a: Answers): string[] => missing(a, [['desiredRole', 'Desired role'], ['desiredLevel', 'Level']]);

/** Analyse is disabled until role, level and company size are chosen; years of experience is optional. */
export const canAnalyse = (a: Answers): boolean => missingCurrentInfo(a).length === 0;

/** Step 4 needs a desired role and level before the questionnaire goes on. */
export const hasDesired = (a: Answers): boolean => missingDesired(a).length === 0;

/** 'Still to choose: Level and Company size.': why a button waits, next to it. */
export function stillToChoose(labels: readonly string[]): string {
  const list = labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return `Still to choose: ${list}.`;
}

/** A typed skill as the questionnaire stores it: trimmed, lower-cased; '' when blank (ignored). */
export function skillKey(name: string): string {
  return name.trim().toLowerCase().slice(0, SKILLMATCH_SKILL_NAME_MAX);
}

/** Adds a skill (lower-cased, case-insensitive duplicates ignored, at most 50); returns the same list when nothing changes. */
export function addSkill(list: ChosenSkill[], name: string): ChosenSkill[] {
  const key = skillKey(name);
  if (key === '' || list.length >= SKILLMATCH_MAX_SKILLS || list.some((s) => s.name === key)) return list;
  return [...list, { name: key }];
}

export function addRelated(list: string[], name: string): string[] {
  const key = skillKey(name);
  if (key === '' || list.length >= SKILLMATCH_MAX_SKILLS || list.includes(key)) return list;
  return [...list, key];
}

/** The request body of the answers; fields left unchosen (years of experience) are left out, not sent empty. */
export function toInput(a: Answers): SkillMatchInput {
  return {
    currentRole: a.currentRole,
    currentLevel: a.currentLevel as SkillMatchLevel,
    ...(a.years ? { years: a.years } : {}),
    ...(a.companySize ? { companySize: a.companySize } : {}),
    hardSkills: a.hardSkills,
    softSkills: a.softSkills,
    relatedSkills: a.relatedSkills,
    desiredRole: a.desiredRole,
    desiredLevel: a.desiredLevel as SkillMatchLevel,
  };
}

/** Step of the URL: '1'..'5' or 'result' (6); anything else shows step 1. */
export function stepNumber(param: string | undefined): number {
  if (param === 'result') return RESULT_STEP;
  return ['1', '2', '3', '4', '5'].includes(param ?? '') ? Number(param) : 1;
}

export const stepPath = (step: number) => `/skillmatch/questionnaire/${step >= RESULT_STEP ? 'result' : step}`;
