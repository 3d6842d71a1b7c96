export { ScoreBadge } from './score-badge';
export type { ScoreBadgeProps } from './score-badge';
export { formatScore, scoreTone } from './score-tone';
export type { ScoreTone } from './score-tone';
