import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../utils';
import styles from './rating-scale.module.css';

export interface RatingScaleProps {
  /** The question; names the radio group. Use `labelledBy` instead when the question is rendered elsewhere. */
  label?: ReactNode;
  labelledBy?: string;
  value: number | null;
  onChange: (value: number) => void;
  leftAnchor?: string;
  rightAnchor?: string;
  /** Spoken name for each point after its number; defaults to the anchors at the ends and the number alone between. */
  optionLabels?: readonly string[];
  min?: number;
  max?: number;
  className?: string;
}

/**
 * A 1-5 agreement scale as a radio group: one tab stop (roving tabindex), arrows move and select, like native radios.
 * Buttons are at least 44px; anchors sit under the ends and are also part of the end points' names.
 */
export function RatingScale({
  label,
  labelledBy,
  value,
  onChange,
  leftAnchor = 'Strongly Disagree',
  rightAnchor = 'Strongly Agree',
  optionLabels,
  min = 1,
  max = 5,
  className,
}: RatingScaleProps) {
  const labelId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const points = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const tabStop = value !== null && points.includes(value) ? value : min;

  const nameOf = (point: number, index: number): string => {
    const custom = optionLabels?.[index];
    if (custom) return `${point} ${custom}`;
    if (point === min) return `${point} ${leftAnchor}`;
    if (point === max) return `${point} ${rightAnchor}`;
    return String(point);
  };

  const choose = (point: number) => {
    onChange(point);
    buttons.current[point - min]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, point: number) => {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = point === max ? min : point + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = point === min ? max : point - 1;
    else if (event.key === 'Home') next = min;
    else if (event.key === 'End') next = max;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className={cx(styles.root, className)}>
      {label !== undefined ? (
        <p id={labelId} className={styles.legend}>
          {label}
        </p>
      ) : null}
      <div role="radiogroup" aria-labelledby={labelledBy ?? (label !== undefined ? labelId : undefined)} className={styles.options}>
        {points.map((point, index) => (
          <button
            key={point}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={value === point}
            aria-label={nameOf(point, index)}
            tabIndex={point === tabStop ? 0 : -1}
            className={styles.option}
            onClick={() => choose(point)}
            onKeyDown={(event) => onKeyDown(event, point)}
          >
            {point}
          </button>
        ))}
      </div>
      {/* Already part of the end points' names, so hidden from screen readers to avoid hearing them twice. */}
      <div className={styles.anchors} aria-hidden="true">
        <span>{leftAnchor}</span>
        <span>{rightAnchor}</span>
      </div>
    </div>
  );
}
