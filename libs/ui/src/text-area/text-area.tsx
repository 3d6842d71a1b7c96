import { useId, useState } from 'react';
import type { ChangeEvent, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../utils';
import styles from './text-area.module.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength' | 'value' | 'defaultValue'> {
  label: ReactNode;
  hint?: ReactNode;
  value?: string;
  defaultValue?: string;
  /** Soft limit shown as 'n / max'. Typing past it is allowed so the person sees why, not a silently cut answer. */
  maxLength?: number;
  /** An error from the form; overrides the built-in too-long message. */
  error?: ReactNode;
  tooLongMessage?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  hint,
  value,
  defaultValue,
  maxLength,
  error,
  tooLongMessage = 'Your answer is too long.',
  onChange,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? `${autoId}-field`;
  const hintId = `${autoId}-hint`;
  const counterId = `${autoId}-counter`;
  const errorId = `${autoId}-error`;
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  const length = current.length;
  const tooLong = maxLength !== undefined && length > maxLength;
  const shownError = error ?? (tooLong ? tooLongMessage : undefined);
  const invalid = shownError !== undefined && shownError !== null && shownError !== false;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setOwnValue(event.target.value);
    onChange?.(event);
  };

  const describedByIds = [describedBy, hint ? hintId : null, invalid ? errorId : null, maxLength !== undefined ? counterId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        {...rest}
        id={fieldId}
        className={styles.textarea}
        value={current}
        onChange={handleChange}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByIds || undefined}
      />
      <div className={styles.meta}>
        {/* Always rendered so the live region exists before the message appears and is announced once. */}
        <span id={errorId} className={styles.error} aria-live="polite">
          {invalid ? shownError : null}
        </span>
        {maxLength !== undefined ? (
          <span id={counterId} className={styles.counter} data-over={tooLong}>
            {length} / {maxLength}
          </span>
        ) : null}
      </div>
    </div>
  );
}
