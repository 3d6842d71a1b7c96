// The latest attempt of each exercise and how it changed since the previous one (D18): per-dimension deltas for the
// rating exercises; the thrive exercise (free text) only has dates and answer counts.
import { DEFINITIONS, byScoreDescending, cardFor, isRatingDefinition } from '@waypoint/assessment';
import { ASSESSMENT_SLUGS, type AssessmentSlug } from '@waypoint/domain';
import type { ExerciseLatest, HistoryItem } from '../api/latest-results';

/**
 * What a rise means for the person, from each exercise's score meaning: What's Not Working scores frustration (a rise
 * is worse), Where Am I Now readiness for a change (a rise is better), and Who Am I describes traits, where neither
 * direction is better, so its changes get no good/bad colour.
 */
const A_RISE_IS: Record<AssessmentSlug, 'better' | 'worse' | 'neither'> = {
  'whats-not-working': 'worse',
  'who-am-i': 'neither',
  'where-am-i-now': 'better',
  'what-makes-me-thrive': 'neither',
};

/** How a change reads: 'better' and 'worse' get colour, 'neutral' (a trait moved, or a first attempt) and 'flat' do not. */
export type Trend = 'better' | 'worse' | 'neutral' | 'flat';

export function trendOf(slug: AssessmentSlug, delta: number | null): Trend {
  if (delta === null) return 'neutral';
  if (delta === 0) return 'flat';
  const rise = A_RISE_IS[slug];
  if (rise === 'neither') return 'neutral';
  return (delta > 0) === (rise === 'better') ? 'better' : 'worse';
}

export interface DimensionChange {
  dimension: string;
  score: number;
  /** null on the first attempt. */
  delta: number | null;
}

export interface ExerciseSummary {
  slug: AssessmentSlug;
  title: string;
  latest: HistoryItem;
  previous: HistoryItem | null;
  attempts: number;
  /** What a high score means in this exercise (its definition's sentence); null for the thrive answers. */
  scoreMeaning: string | null;
  dimensions: DimensionChange[];
}

/** One summary per finished exercise, in the product's order. */
export function summariseExercises(exercises: readonly ExerciseLatest[]): ExerciseSummary[] {
  return ASSESSMENT_SLUGS.flatMap((slug) => {
    const exercise = exercises.find((item) => item.slug === slug);
    if (!exercise) return [];
    const { latest, previous } = exercise;
    const before = new Map(previous?.scores?.dimensions.map((d) => [d.dimension, d.score]) ?? []);
    const definition = DEFINITIONS[slug];
    // What's Not Working lists the biggest frustration first, as its result page and summary do; the profiles keep
    // questionnaire order.
    const latestDimensions = latest.scores?.dimensions ?? [];
    const ordered = slug === 'whats-not-working' ? byScoreDescending(latestDimensions) : latestDimensions;
    const dimensions = ordered.map((d) => {
      const old = before.get(d.dimension);
      return { dimension: d.dimension, score: d.score, delta: previous && old !== undefined ? round1(d.score - old) : null };
    });
    const scoreMeaning = isRatingDefinition(definition) ? definition.scoreMeaning : null;
    return [{ slug, title: cardFor(slug).title, latest, previous, attempts: exercise.completed, scoreMeaning, dimensions }];
  });
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Text for a change, never colour alone: '↑ 1.5 (up)', '↓ 0.5 (down)', 'no change'. */
export function describeDelta(delta: number | null): { symbol: string; text: string } {
  if (delta === null) return { symbol: '', text: 'first attempt' };
  if (delta > 0) return { symbol: '↑', text: `up ${delta}` };
  if (delta < 0) return { symbol: '↓', text: `down ${Math.abs(delta)}` };
  return { symbol: '=', text: 'no change' };
}
