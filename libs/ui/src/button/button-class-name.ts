import { cx } from '../utils';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

/** The Button look as a class string, so router links (or anything else) can be styled identically. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cx(styles.button, styles[variant], size === 'lg' && styles.lg, extra);
}
