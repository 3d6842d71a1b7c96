// A "Log in" link on a page that needs an account: it carries the page along (/login?next=/dashboard), so signing in
// lands back there instead of on the home page the spec's login goes to.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export const NEXT_PARAM = 'next';

/**
 * Where to go after signing in: the `next` of the login address when it is a path of this site. Anything else
 * ('https://evil.example', '//evil.example', '/\\evil.example') is ignored, so the link cannot send people away.
 */
export function returnPathFrom(search: URLSearchParams): string | null {
  const next = search.get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  const url = new URL(next, 'https://waypoint.invalid');
  if (url.origin !== 'https://waypoint.invalid' || url.pathname.startsWith('/login')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `next`: where signing in leads when it is not back to this page (a spent link's page leads on to the profile). */
export function LogInLink({ className, children, next }: { className?: string; children: ReactNode; next?: string }) {
  const { pathname, search, hash } = useLocation();
  return (
    <Link className={className} to={`/login?${new URLSearchParams({ [NEXT_PARAM]: next ?? `${pathname}${search}${hash}` })}`}>
      {children}
    </Link>
  );
}
