import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Spec section 9: the calls to action into the app wait 1000 ms before navigating. */
export const NAVIGATION_DELAY_MS = 1000;

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the top at once, then navigates after the spec's 1-second delay (a beat in which the
 * page visibly responds before it changes). A pending navigation is cancelled if the page unmounts,
 * and a second click restarts the delay instead of navigating twice.
 */
export function useDelayedNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (to: string) => {
      window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        void navigate(to);
      }, NAVIGATION_DELAY_MS);
    },
    [navigate],
  );
}
