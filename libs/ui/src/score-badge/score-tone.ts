export type ScoreTone = 'success' | 'warning' | 'danger';

/** Spec thresholds: 8 or more green, 3 to below 8 yellow, below 3 red (anything not a number counts as low). */
export function scoreTone(score: number): ScoreTone {
  if (!Number.isFinite(score) || score < 3) return 'danger';
  if (score < 8) return 'warning';
  return 'success';
}

/** Whole numbers as they are, otherwise one decimal: 7.5, 10, 2.9. */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
