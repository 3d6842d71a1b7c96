import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it first appears, if `enabled`. For a view that replaces the control the user
 * just used (a form swapped for its result): without it, focus falls back to the page and keyboard and screen-reader
 * users lose their place. Off on a first page load, where focus belongs to the page.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: a later change of `enabled` must not pull focus from wherever the user has moved on to.
  }, []);
  return ref;
}
