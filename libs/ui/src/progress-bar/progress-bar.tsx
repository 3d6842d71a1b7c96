import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../utils';
import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  value: number;
  max: number;
  min?: number;
  /** Visible label, e.g. '3 OF 10'; it also names the progress bar. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  /** Spoken value, e.g. 'Question 3 of 10' (defaults to the percentage). */
  valueText?: string;
  className?: string;
}

export function ProgressBar({ value, max, min = 0, label, ariaLabel, valueText, className }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(max, Math.max(min, value));
  const percent = max > min ? ((clamped - min) / (max - min)) * 100 : 0;
  return (
    <div className={cx(styles.root, className)}>
      {label !== undefined ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : null}
      <div
        role="progressbar"
        className={styles.track}
        aria-valuenow={clamped}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText}
        aria-labelledby={label !== undefined ? labelId : undefined}
        aria-label={label === undefined ? ariaLabel : undefined}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
