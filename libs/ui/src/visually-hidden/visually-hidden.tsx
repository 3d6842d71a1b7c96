import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only: present in the accessibility tree, invisible on screen. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={[styles.visuallyHidden, className].filter(Boolean).join(' ')} {...rest} />;
}

/** The class itself, for components that need it on an element they render. */
export const visuallyHiddenClassName = styles.visuallyHidden ?? 'visually-hidden';
