import { cx } from '../utils';
import { VisuallyHidden } from '../visually-hidden';
import styles from './score-badge.module.css';
import { formatScore, scoreTone } from './score-tone';

export interface ScoreBadgeProps {
  /** 0-10. */
  score: number;
  max?: number;
  /** Show '/ 10' next to the score; screen readers always hear 'out of 10'. */
  showMax?: boolean;
  /** Spoken before the number. */
  label?: string;
  className?: string;
}

/** A score with its colour by threshold; the number is always written, so colour is never the only signal. */
export function ScoreBadge({ score, max = 10, showMax = false, label = 'Score', className }: ScoreBadgeProps) {
  return (
    <span className={cx(styles.badge, className)} data-tone={scoreTone(score)}>
      <VisuallyHidden>{label} </VisuallyHidden>
      {formatScore(score)}
      {showMax ? (
        <span className={styles.max}>
          <span aria-hidden="true">/ {max}</span>
          <VisuallyHidden> out of {max}</VisuallyHidden>
        </span>
      ) : (
        <VisuallyHidden> out of {max}</VisuallyHidden>
      )}
    </span>
  );
}
