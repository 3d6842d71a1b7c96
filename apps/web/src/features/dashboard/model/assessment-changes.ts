// The latest attempt of each exercise and how it changed since the previous one (D18): per-dimension deltas for the
// rating exercises; the thrive exercise (free text) only has dates and answer counts.
import { ASSESSMENT_SLUGS, type AssessmentSlug } from '@waypoint/domain';
import type { HistoryItem } from '../api/assessment-history';

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
  dimensions: DimensionChange[];
}

/** `history` is newest first, as the API answers; exercises keep the product's order. */
export function summariseHistory(history: readonly HistoryItem[]): ExerciseSummary[] {
  return ASSESSMENT_SLUGS.flatMap((slug) => {
    const attempts = history.filter((item) => item.slug === slug).sort((a, b) => b.completed_at.localeCompare(a.completed_at));
    const [latest, previous = null] = attempts;
    if (!latest) return [];
    const before = new Map(previous?.scores?.dimensions.map((d) => [d.dimension, d.score]) ?? []);
    const dimensions = (latest.scores?.dimensions ?? []).map((d) => {
      const old = before.get(d.dimension);
      return { dimension: d.dimension, score: d.score, delta: previous && old !== undefined ? round1(d.score - old) : null };
    });
    return [{ slug, title: latest.title, latest, previous, attempts: attempts.length, dimensions }];
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
