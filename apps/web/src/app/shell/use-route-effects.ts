import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { scrollToHash } from '../../lib/scroll-to-hash';

/** Route `handle` shape: `title` names the page in document.title; null means the site's own title (home). */
export interface RouteHandle {
  title?: string | null;
}

export const SITE_TITLE = 'Waypoint';
const HOME_TITLE = 'Waypoint · Career coaching';

export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} · ${SITE_TITLE}` : HOME_TITLE;
}

/** Sets document.title from the deepest matched route that names one. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  let title: string | null | undefined;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle && 'title' in handle) title = handle.title;
  }
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/**
 * Every navigation starts at the top of the page, or at the element its hash names (spec section 2).
 * After an in-app navigation focus moves to <main>, so keyboard and screen-reader users start at the new content
 * instead of somewhere in the header they just used.
 */
export function useScrollOnNavigate(mainRef: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (location.hash) return scrollToHash(location.hash);
    // A page load starts where the browser puts it (the top, or where a reload left off): scrolling here as well
    // would also end the browser's largest-contentful-paint measurement early.
    if (isFirst) return undefined;
    window.scrollTo(0, 0);
    if (navigationType !== 'POP') mainRef.current?.focus({ preventScroll: true });
    return undefined;
  }, [location.key, location.hash, navigationType, mainRef]);
}
