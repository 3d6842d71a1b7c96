import type { ReactNode } from 'react';
import { ScoreBadge } from '../score-badge';
import { cx } from '../utils';
import styles from './collapsible.module.css';
import { statusTone } from './status-tone';

export interface CollapsibleProps {
  title: ReactNode;
  /** E.g. 'Mostly meet', 'Attention', 'No match'; coloured by `statusTone`, and always written out. */
  status?: string;
  /** Shows a ScoreBadge in the header. */
  score?: number;
  /** Anything else for the header's right side. */
  badge?: ReactNode;
  defaultOpen?: boolean;
  onToggle?: (open: boolean) => void;
  children?: ReactNode;
  className?: string;
}

/** A native <details> section, closed by default: keyboard and screen reader support come from the browser. */
export function Collapsible({ title, status, score, badge, defaultOpen = false, onToggle, children, className }: CollapsibleProps) {
  return (
    <details
      className={cx(styles.details, className)}
      open={defaultOpen}
      onToggle={(event) => onToggle?.(event.currentTarget.open)}
    >
      <summary className={styles.summary}>
        <span className={styles.marker} aria-hidden="true" />
        <span className={styles.title}>{title}</span>
        {status || score !== undefined || badge ? (
          <span className={styles.aside}>
            {status ? (
              <span className={styles.status} data-tone={statusTone(status)}>
                {status}
              </span>
            ) : null}
            {score !== undefined ? <ScoreBadge score={score} /> : null}
            {badge}
          </span>
        ) : null}
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
