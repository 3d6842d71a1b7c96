// What the web shell needs on every page about the session, in a module of its own: constants.ts holds every
// message, and its computed texts (calls the bundler must keep) would all land in the entry chunk with it.

/** Spec section 9: idle timeout of the client timer and of the server's sliding expiry (D7). */
export const IDLE_TIMEOUT_MS = 1_800_000;

/** Shown on the login page after the idle timeout signed the user out (spec section 8). */
export const SESSION_EXPIRED_MESSAGE = 'Session expired due to inactivity.';
