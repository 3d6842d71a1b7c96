import { useEffect } from 'react';

const SITE_TITLE = 'Waypoint';
const HOME_TITLE = 'Waypoint · Career coaching';

/** The tab's title for a page name; null or undefined gives the site's own (home). */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} · ${SITE_TITLE}` : HOME_TITLE;
}

/**
 * Names the tab after what the page shows once its data is there ('Paralegal · Waypoint' rather than the route's
 * generic 'Career · Waypoint'), for tabs, history and screen readers. The route's own title stands until then, and
 * the next navigation sets its own.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
