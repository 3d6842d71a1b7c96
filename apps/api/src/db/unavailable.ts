// Telling an unreachable database apart from a failing query: the first is an outage (503, retry later), the
// second a bug or bad data.

// Node socket errors and postgres.js's own connection errors.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);
// SQLSTATEs the server sends while it cannot serve: class 08 (connection exception), shutting down, starting up,
// too many connections.
const SERVER_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** True when the error (or one of its causes: drizzle wraps driver errors) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current !== 'object') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SERVER_UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
