import type { HTMLAttributes } from 'react';
import { cx } from '../utils';
import styles from './tag.module.css';

export type TagTone = 'neutral' | 'primary' | 'accent';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: TagTone;
}

/** A static label, e.g. one of 'Your top skills'. */
export function Tag({ tone = 'neutral', className, ...rest }: TagProps) {
  return <span className={cx(styles.tag, className)} data-tone={tone} {...rest} />;
}

export interface ChipProps {
  label: string;
  /** Makes the chip a toggle button (aria-pressed). */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /** Adds a × button named 'Remove {label}'. */
  onRemove?: () => void;
  removeLabel?: (label: string) => string;
  className?: string;
}

/** An interactive chip: selectable (a toggle button) and/or removable (with a × button). */
export function Chip({ label, selected, onSelectedChange, onRemove, removeLabel = (name) => `Remove ${name}`, className }: ChipProps) {
  const selectable = selected !== undefined;
  const content = selectable ? (
    <button
      type="button"
      className={cx(styles.chipButton, !onRemove && className)}
      aria-pressed={selected}
      onClick={() => onSelectedChange?.(!selected)}
    >
      {/* A tick as well as the fill, so selection is not shown by colour alone. */}
      {selected ? <span className={styles.check} aria-hidden="true" /> : null}
      {label}
    </button>
  ) : (
    label
  );
  if (!onRemove) return selectable ? content : <span className={cx(styles.chip, styles.static, className)}>{label}</span>;
  return (
    <span className={cx(selectable ? styles.group : styles.chip, className)}>
      {content}
      <button type="button" className={styles.remove} aria-label={removeLabel(label)} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
