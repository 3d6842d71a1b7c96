import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '../utils';
import styles from './text-input.module.css';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line field (text, email, url, password, number, date...) in the kit's look: full width, a tap-sized
 * height, the focus ring, and a red border while `aria-invalid` is true. Labels, hints and errors stay with the
 * form, which knows how it lays them out; the field takes every attribute a native input does.
 */
export function TextInput({ className, ...props }: TextInputProps) {
  return <input {...props} className={cx(styles.input, className)} />;
}

/** The same look for a native element the kit has no component for, such as a plain `<textarea>`. */
export const textFieldClassName = cx(styles.input);
