// The spec's 30-minute inactivity sign-out (D7 keeps it on the client too). Inactivity is the browser's, not one
// tab's: the tabs share one session cookie, so a tab left open in the background must not end the session of a
// person busy in another one. Each tab writes its last click or key press to localStorage, and a tab's timer, when
// it runs out, looks at the latest of all before signing out.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { IDLE_TIMEOUT_MS, SESSION_EXPIRED_MESSAGE } from '@waypoint/domain/session';
import { api } from './api';
import { browserStorage } from './browser-data';
import { LOGIN_NOTICE_KEY, signOutLocally, useSessionUser } from './session';

/** The last activity in any tab (epoch ms). Under the browser-data prefix, so signing out forgets it too. */
export const LAST_ACTIVITY_KEY = 'waypoint.session.last-activity';

/** Writing on every key press of a long answer would be waste: the timer needs no finer grain than this. */
const WRITE_EVERY_MS = 5_000;

/**
 * Any click or key press in any tab restarts the clock; when it runs out the session is ended and /login shows
 * 'Session expired due to inactivity.' inline. Mount once, in the app shell, below the router. Runs only while
 * someone is signed in.
 */
export function useSessionIdleTimeout(timeoutMs: number = IDLE_TIMEOUT_MS): void {
  const { user } = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const storage = browserStorage();
    let here = Date.now();
    let written = 0;
    const lastActivity = () => Math.max(here, Number(storage?.getItem(LAST_ACTIVITY_KEY)) || 0);
    const record = () => {
      here = Date.now();
      if (here - written < WRITE_EVERY_MS) return;
      written = here;
      try {
        storage?.setItem(LAST_ACTIVITY_KEY, String(here));
      } catch {
        // Storage full or disabled: this tab still times out on its own activity.
      }
    };
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - lastActivity();
      if (idle < timeoutMs) {
        timer = setTimeout(check, timeoutMs - idle);
        return;
      }
      void api.POST('/api/logout').catch(() => undefined);
      sessionStorage.setItem(LOGIN_NOTICE_KEY, SESSION_EXPIRED_MESSAGE);
      void signOutLocally(queryClient, () => navigate('/login'));
    };
    record();
    timer = setTimeout(check, timeoutMs);
    window.addEventListener('click', record);
    window.addEventListener('keydown', record);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('click', record);
      window.removeEventListener('keydown', record);
    };
  }, [signedIn, timeoutMs, navigate, queryClient]);
}
