import type { HTMLAttributes } from 'react';
import { cx } from '../utils';
import { VisuallyHidden } from '../visually-hidden';
import styles from './spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Read by screen readers; shown only when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  /** When true (default) the spinner is a polite live region; turn off inside a control that already says it is busy. */
  announce?: boolean;
}

export function Spinner({ label = 'Loading', showLabel = false, size = 'md', announce = true, className, ...rest }: SpinnerProps) {
  return (
    <span
      role={announce ? 'status' : undefined}
      aria-hidden={announce ? undefined : true}
      className={cx(styles.spinner, styles[size], className)}
      {...rest}
    >
      <span className={styles.circle} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
