import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../utils';
import styles from './select.module.css';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native <select> in the look of TextInput: it opens the system picker on phones, closes on choice and outside
 * clicks, and works by keyboard and screen reader as browsers make it. Options are its children.
 */
export function Select({ className, ...props }: SelectProps) {
  return <select {...props} className={cx(styles.select, className)} />;
}
