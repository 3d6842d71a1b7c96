import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '../spinner';
import { buttonClassName } from './button-class-name';
import type { ButtonSize, ButtonVariant } from './button-class-name';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while the action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'md', loading = false, type = 'button', className, children, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, className)}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled while loading: the button keeps focus and stays announced.
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <Spinner size="sm" announce={false} /> : null}
      {children}
    </button>
  );
}

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a Button. For react-router use `<Link className={buttonClassName(...)}>`. */
export function LinkButton({ variant = 'primary', size = 'md', className, target, rel, children, ...rest }: LinkButtonProps) {
  // New tabs never get a handle on this window.
  const safeRel = target === '_blank' ? joinRel(rel, 'noopener noreferrer') : rel;
  return (
    <a className={buttonClassName(variant, size, className)} target={target} rel={safeRel} {...rest}>
      {children}
    </a>
  );
}

function joinRel(a: string | undefined, b: string): string {
  return a ? `${a} ${b}` : b;
}
