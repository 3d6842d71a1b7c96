// The gym shows either the scenario list or one scenario, switched by ?scenario= in the address. The shell leaves
// scroll and focus alone when only the query changes (useScrollOnNavigate), so the switch is handled here: the
// link that was followed has gone, and "Practise again" sits far down the page under the history. The new view is
// brought to the top and its heading takes focus, so keyboard and screen-reader users start at what they opened.
import { useEffect, useRef } from 'react';

/** `view` names what is shown (a scenario id, or null for the list); `ready` once its heading is rendered. */
export function useViewFocus(view: string | null, ready: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(view);
  useEffect(() => {
    // The first view of a page load is where the browser starts anyway.
    if (!ready || shown.current === view) return;
    shown.current = view;
    const heading = container.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    // The view from its top ("All scenarios" sits above a scenario's heading), its heading focused.
    container.current!.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [view, ready]);
  return container;
}
