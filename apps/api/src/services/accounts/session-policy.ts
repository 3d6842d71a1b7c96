// Session rules of D7 as pure functions, so the clock-driven edge cases are unit-testable without HTTP.
import { IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS } from '@waypoint/domain';

export { IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS };

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

export type SessionState = 'active' | 'idle-expired' | 'absolute-expired';

export function sessionState(session: SessionTimes, now: Date): SessionState {
  if (now.getTime() - session.createdAt.getTime() > SESSION_MAX_AGE_MS) return 'absolute-expired';
  if (now.getTime() - session.lastSeenAt.getTime() > IDLE_TIMEOUT_MS) return 'idle-expired';
  return 'active';
}

/**
 * Writing last_seen_at on every request costs a write per request; sliding it at most once a minute keeps the
 * idle window accurate to a minute, which is far below the 30-minute timeout.
 */
export const SLIDE_GRANULARITY_MS = 60 * 1000;

export function shouldSlide(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SLIDE_GRANULARITY_MS;
}

export interface CookiePolicy {
  name: string;
  secure: boolean;
}

/**
 * Over HTTPS the cookie is Secure and carries the `__Host-` prefix (browsers then refuse it without Secure, with
 * a Domain, or with a Path other than /). Plain-http local serving cannot set Secure cookies, so it gets neither.
 */
export function cookiePolicy(publicUrl: string): CookiePolicy {
  const secure = new URL(publicUrl).protocol === 'https:';
  return { name: secure ? '__Host-waypoint_session' : 'waypoint_session', secure };
}

export function cookieOptions(policy: CookiePolicy, now: Date, createdAt: Date) {
  // The browser may drop the cookie when the absolute lifetime ends; the server enforces both limits anyway.
  const expires = new Date(createdAt.getTime() + SESSION_MAX_AGE_MS);
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: policy.secure,
    maxAge: Math.max(0, Math.floor((expires.getTime() - now.getTime()) / 1000)),
  };
}
