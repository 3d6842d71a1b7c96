// Scales and thresholds of the matching engine. Every number here is documented in README.md.
import type { SkillMatchLevel, SkillMatchProficiency, SkillMatchStatus, SkillMatchYears } from '@waypoint/domain';
import { SKILLMATCH_LEVELS, SKILLMATCH_PROFICIENCIES, SKILLMATCH_STATUS_FROM, SKILLMATCH_TEXT, SKILLMATCH_YEARS, thousandsOfDollars } from '@waypoint/domain';

/** Proficiency answers placed on O*NET's 0-7 level scale (anchors: 2 basic, 4 working, 6 advanced). */
export const PROFICIENCY_LEVEL: Readonly<Record<SkillMatchProficiency, number>> = {
  beginner: 2,
  intermediate: 4,
  advanced: 6,
};
/** A skill given without a proficiency (and every step-5 related skill) counts as 'I use it occasionally'. */
export const DEFAULT_PROFICIENCY: SkillMatchProficiency = 'beginner';

/** O*NET levels describe a typical worker; an entry-level target asks for less, a mid-level one slightly less. */
export const LEVEL_OFFSET: Readonly<Record<SkillMatchLevel, number>> = {
  entry: -1,
  middle: -0.5,
  senior: 0,
  manager: 0,
  director: 0,
};

/** A user level within this distance below the required level counts as "at level" (O*NET level SEs are ~0.2-0.5). */
export const LEVEL_TOLERANCE = 0.5;
/** O*NET calls a descriptor relevant to an occupation from importance 3 (of 5) up; below that it is ignored. */
export const DEFAULT_MIN_IMPORTANCE = 3;

/** Section statuses (spec section 4 colours) on the bands of the score badge beside them. */
export function statusForScore(score: number | null): SkillMatchStatus {
  if (score === null) return 'Not assessed yet';
  if (score >= SKILLMATCH_STATUS_FROM.mostlyMeet) return 'Mostly meet';
  if (score >= SKILLMATCH_STATUS_FROM.attention) return 'Attention';
  return 'No match';
}

export function levelLabel(level: SkillMatchLevel): string {
  return SKILLMATCH_LEVELS.find((l) => l.value === level)?.label ?? level;
}

export function proficiencyLabel(userLevel: number): string {
  if (userLevel <= 0) return 'Missing';
  if (userLevel < 3) return 'Beginner';
  if (userLevel < 5) return 'Intermediate';
  return 'Advanced';
}

export const proficiencyText = (p: SkillMatchProficiency): string =>
  SKILLMATCH_PROFICIENCIES.find((x) => x.value === p)?.label ?? p;

const BANDS = SKILLMATCH_YEARS.map((y) => y.experience);

export function yearsIndex(years: SkillMatchYears | undefined): number | undefined {
  if (years === undefined) return undefined;
  return SKILLMATCH_YEARS.findIndex((y) => y.value === years);
}

export function experienceText(years: SkillMatchYears | undefined): string {
  const i = yearsIndex(years);
  return i === undefined ? 'Not given' : (BANDS[i] ?? 'Not given');
}

/**
 * How long someone has likely used one skill: never more than their total experience, and capped by how they use it
 * (occasionally -> first band, frequently -> at most '1-3 years', daily -> their whole experience). Without total
 * experience the proficiency alone decides (daily -> '4-6 years').
 */
export function skillExperienceText(proficiency: SkillMatchProficiency, years: SkillMatchYears | undefined): string {
  const total = yearsIndex(years) ?? 2;
  const cap = proficiency === 'beginner' ? 0 : proficiency === 'intermediate' ? 1 : 4;
  return BANDS[Math.min(total, cap)] ?? BANDS[0]!;
}

/** Experience a role expects for a skill at an O*NET level: <= 2 first band, <= 3.5 second, <= 5 third, <= 6 fourth. */
export function requiredExperienceText(level: number): string {
  const i = level <= 2 ? 0 : level <= 3.5 ? 1 : level <= 5 ? 2 : level <= 6 ? 3 : 4;
  return BANDS[i]!;
}

export const round1 = (n: number): number => Math.round(n * 10) / 10;

type PayRange = { low: number; median: number; high: number };

/** The median pay a related role or a listing shows: annual, else hourly where BLS publishes only hourly wages. */
export function medianPayOf(pay: { salary: PayRange | null; hourlyPay?: PayRange | undefined }): { medianPay: number | null; medianHourlyPay: number | null } {
  return { medianPay: pay.salary?.median ?? null, medianHourlyPay: pay.salary ? null : (pay.hourlyPay?.median ?? null) };
}

/**
 * An occupation's pay range: annual ('$80K - $239K+', BLS publishing no figure above its top code), else hourly where BLS publishes only hourly wages ('$14.00 -
 * $97.19 an hour'), else 'Not available'.
 */
export function formatPayRange(pay: { salary: PayRange | null; hourlyPay?: PayRange | undefined }): string {
  if (pay.salary) return `${thousandsOfDollars(pay.salary.low)} - ${thousandsOfDollars(pay.salary.high)}`;
  if (pay.hourlyPay) return `${SKILLMATCH_TEXT.hourlyWage(pay.hourlyPay.low)} - ${SKILLMATCH_TEXT.hourlyWage(pay.hourlyPay.high)} an hour`;
  return 'Not available';
}
