import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useDelayedNavigate } from './use-delayed-navigate';

interface DelayedLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A real link (middle-click and "open in new tab" keep working) whose plain click scrolls to the top
 * and navigates after the spec's 1-second delay.
 */
export function DelayedLink({ to, className, children }: DelayedLinkProps) {
  const go = useDelayedNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
