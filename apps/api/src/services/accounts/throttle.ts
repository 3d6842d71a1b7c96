// Failure counters per account and per IP (D13). After a few failures the robot check becomes mandatory; after
// many, the account or the IP is refused with 429 until its window ends. Counters live in the database so every
// replica sees the same numbers.
import type { Db } from '../../db/client';
import { bumpThrottle, clearThrottle, readThrottles } from '../../db/queries/tokens';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures (per account or per IP) after which login needs a solved robot check. */
export const ROBOT_CHECK_AFTER_FAILURES = 3;
export const ACCOUNT_LOCK_AFTER_FAILURES = 10;
export const IP_LOCK_AFTER_FAILURES = 30;

/** Email-sending requests (resend, reset): per address silently capped, per IP answered with 429. */
export const EMAIL_WINDOW_MS = 60 * 60 * 1000;
export const EMAILS_PER_ADDRESS = 3;
export const EMAIL_REQUESTS_PER_IP = 20;

export interface LoginThrottleState {
  /** Seconds until the caller may try again, when locked. */
  retryAfterSeconds: number | null;
  robotCheckRequired: boolean;
  /** Failures of this account in the current window: a successful login only has a counter to clear when > 0. */
  accountFailures: number;
}

const accountKey = (email: string) => `login-account:${email}`;
const ipKey = (ip: string) => `login-ip:${ip}`;

export async function loginThrottleState(db: Db, params: { email: string; ip: string; now: Date }): Promise<LoginThrottleState> {
  const rows = await readThrottles(db, { keys: [accountKey(params.email), ipKey(params.ip)], now: params.now, windowMs: LOGIN_WINDOW_MS });
  let retryAfterMs = 0;
  let maxCount = 0;
  let accountFailures = 0;
  for (const row of rows) {
    maxCount = Math.max(maxCount, row.count);
    if (row.key === accountKey(params.email)) accountFailures = row.count;
    const limit = row.key.startsWith('login-ip:') ? IP_LOCK_AFTER_FAILURES : ACCOUNT_LOCK_AFTER_FAILURES;
    if (row.count >= limit) {
      retryAfterMs = Math.max(retryAfterMs, row.windowStartedAt.getTime() + LOGIN_WINDOW_MS - params.now.getTime());
    }
  }
  return {
    retryAfterSeconds: retryAfterMs > 0 ? Math.ceil(retryAfterMs / 1000) : null,
    robotCheckRequired: maxCount >= ROBOT_CHECK_AFTER_FAILURES,
    accountFailures,
  };
}

export async function recordLoginFailure(db: Db, params: { email: string; ip: string; now: Date }): Promise<void> {
  await bumpThrottle(db, { key: accountKey(params.email), now: params.now, windowMs: LOGIN_WINDOW_MS });
  await bumpThrottle(db, { key: ipKey(params.ip), now: params.now, windowMs: LOGIN_WINDOW_MS });
}

/** A successful login clears the account's counter (not the IP's: one good password does not excuse a spray). */
export async function recordLoginSuccess(db: Db, params: { email: string }): Promise<void> {
  await clearThrottle(db, accountKey(params.email));
}

/** Counts an email-sending request; tells whether to send (per address) and whether to refuse (per IP). */
export async function emailRequestAllowance(
  db: Db,
  params: { kind: 'reset' | 'resend'; email: string; ip: string; now: Date },
): Promise<{ ipRetryAfterSeconds: number | null; sendToAddress: boolean }> {
  const ip = await bumpThrottle(db, { key: `${params.kind}-ip:${params.ip}`, now: params.now, windowMs: EMAIL_WINDOW_MS });
  if (ip.count > EMAIL_REQUESTS_PER_IP) {
    const retry = Math.ceil((ip.windowStartedAt.getTime() + EMAIL_WINDOW_MS - params.now.getTime()) / 1000);
    return { ipRetryAfterSeconds: Math.max(1, retry), sendToAddress: false };
  }
  const address = await bumpThrottle(db, { key: `${params.kind}-address:${params.email}`, now: params.now, windowMs: EMAIL_WINDOW_MS });
  return { ipRetryAfterSeconds: null, sendToAddress: address.count <= EMAILS_PER_ADDRESS };
}
