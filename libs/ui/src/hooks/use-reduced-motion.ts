import { useMediaQuery } from './use-media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the user asked the system for less motion (false where matchMedia is unavailable). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

export function useReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}
