import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { UIMatch } from 'react-router';
import { documentTitle } from './shell/use-route-effects';
import type { RouteHandle } from './shell/use-route-effects';
import { applyHeadTags, DEFAULT_DESCRIPTION } from './route-meta';
import type { PageMeta } from './route-meta';

/** A page route's handle: the shell's title, plus the page module's own `meta` once its chunk has loaded. */
export interface PageHandle extends RouteHandle {
  meta?: PageMeta;
}

/** The deepest match's meta; pages without their own fall back to the handle title and the site description. */
export function metaForMatches(matches: readonly Pick<UIMatch, 'handle'>[]): PageMeta {
  let title: string | null | undefined;
  let meta: PageMeta | undefined;
  for (const match of matches) {
    const handle = match.handle as PageHandle | undefined;
    if (!handle) continue;
    if ('title' in handle) title = handle.title;
    if (handle.meta) meta = handle.meta;
    else if ('title' in handle) meta = undefined;
  }
  return meta ?? { title: documentTitle(title), description: DEFAULT_DESCRIPTION };
}

/**
 * Keeps <title>, the description and the Open Graph tags in step with the current route. It renders after the shell
 * (a sibling), so its effect runs after the shell's own document.title effect in the same commit and wins.
 */
export function RouteMetaSync(): null {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { title, description } = metaForMatches(matches);
  useEffect(() => {
    applyHeadTags({ title, description }, new URL(pathname, window.location.origin).href);
  }, [title, description, pathname]);
  return null;
}
