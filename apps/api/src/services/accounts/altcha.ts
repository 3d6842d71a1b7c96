// The self-hosted robot check (D13): an ALTCHA proof-of-work challenge signed with an HMAC key. The browser
// searches for the number whose SHA-256 matches; the server checks the signature, the answer and the expiry.
// A solved payload is accepted once: `spend` (backed by the database) refuses a replay.
import { createChallenge, verifySolution } from 'altcha-lib';

export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export interface RobotCheckOptions {
  hmacKey: string;
  /** Upper bound of the secret number: the expected work is maxNumber / 2 hashes (~0.1-0.5 s in a browser). */
  maxNumber: number;
  ttlMs: number;
  clock: () => Date;
}

export const DEFAULT_MAX_NUMBER = 100_000;
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export function createRobotCheck(options: RobotCheckOptions) {
  return {
    async challenge(): Promise<AltchaChallenge> {
      const expires = new Date(options.clock().getTime() + options.ttlMs);
      return createChallenge({ hmacKey: options.hmacKey, maxNumber: options.maxNumber, expires });
    },
    /** Signature, answer and expiry; returns the signature to record as spent, or null when invalid. */
    async verify(payload: string | undefined): Promise<string | null> {
      if (!payload) return null;
      let parsed: { signature?: unknown; salt?: unknown };
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
      } catch {
        return null;
      }
      if (typeof parsed.signature !== 'string' || typeof parsed.salt !== 'string') return null;
      if (!saltStillValid(parsed.salt, options.clock())) return null;
      // checkExpires=false: altcha-lib compares with the wall clock; the expiry is checked above with ours.
      const ok = await verifySolution(payload, options.hmacKey, false).catch(() => false);
      return ok ? parsed.signature : null;
    },
  };
}

export type RobotCheck = ReturnType<typeof createRobotCheck>;

// altcha-lib puts `expires=<unix seconds>` in the salt's query part, covered by the HMAC signature.
function saltStillValid(salt: string, now: Date): boolean {
  const expires = new URLSearchParams(salt.split('?')[1] ?? '').get('expires');
  if (!expires) return false;
  return Number(expires) * 1000 > now.getTime();
}
