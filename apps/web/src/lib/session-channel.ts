// Every tab of this browser shares one session cookie, so signing in or out in one tab is news for the others:
// a BroadcastChannel carries it. Where there is none (old browsers, tests in Node without it), each tab still
// notices on its next check of the session (on focus, or on a 401).
export type SessionEvent = 'signed-in' | 'signed-out';

const CHANNEL = 'waypoint.session';

export function announceSession(event: SessionEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(event);
  channel.close();
}

/** Calls `listener` for what other tabs announce (a tab does not hear itself); returns the unsubscribe. */
export function onSessionAnnounced(listener: (event: SessionEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (message.data === 'signed-in' || message.data === 'signed-out') listener(message.data);
  };
  return () => channel.close();
}
