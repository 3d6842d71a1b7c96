/**
 * The address a person typed on one sign-in screen, carried to the next in the router's history state (not the URL:
 * an address does not belong in links, logs or the browser's history list), so following 'Forgot your password?',
 * 'Sign up for free', 'Log in' or 'Back to Log In' does not ask for it again.
 */
export interface CarriedEmail {
  email: string;
}

/** The state to put on a link: nothing when no address was typed. */
export function carryEmail(email: string): CarriedEmail | undefined {
  const trimmed = email.trim();
  return trimmed ? { email: trimmed } : undefined;
}

/** The address a link carried here, or '' (history state is whatever the last page put there). */
export function carriedEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const email = (state as Record<string, unknown>)['email'];
  return typeof email === 'string' ? email : '';
}
