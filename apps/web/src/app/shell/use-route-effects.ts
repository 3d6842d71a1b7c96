import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { documentTitle } from '../../lib/page-title';
import { scrollToHash } from '../../lib/scroll-to-hash';

/** Route `handle` shape: `title` names the page in document.title; null means the site's own title (home). */
export interface RouteHandle {
  title?: string | null;
}

export { documentTitle } from '../../lib/page-title';

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
 * Every navigation to another page starts at the top, or at the element its hash names (spec section 2).
 * After an in-app navigation focus moves to <main> (or to that element), so keyboard and screen-reader users start at the new content
 * instead of somewhere in the header they just used. A change of the query string alone is the same page keeping
 * its state in the address (a search box, a filter): scroll and focus stay with the user, who may be typing.
 */
export function useScrollOnNavigate(mainRef: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ pathname: string; search: string } | null>(null);

  useEffect(() => {
    const previous = shown.current;
    shown.current = { pathname: location.pathname, search: location.search };
    // Following a link to a section of another page (or of this one) puts focus there too; a page load or Back
    // leaves focus to the browser, as for any navigation.
    if (location.hash) return scrollToHash(location.hash, { focus: previous !== null && navigationType !== 'POP' });
    // A page load starts where the browser puts it (the top, or where a reload left off): scrolling here as well
    // would also end the browser's largest-contentful-paint measurement early.
    if (previous === null) return undefined;
    // A link to the page already shown (same query) still starts it from the top.
    if (previous.pathname === location.pathname && previous.search !== location.search) return undefined;
    window.scrollTo(0, 0);
    if (navigationType !== 'POP') mainRef.current?.focus({ preventScroll: true });
    return undefined;
  }, [location.key, location.pathname, location.search, location.hash, navigationType, mainRef]);
}
