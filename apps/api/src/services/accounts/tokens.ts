// Opaque secrets for sessions and email links. Only the SHA-256 of a secret is stored, so a leaked table
// gives nobody a working link or cookie. 32 random bytes = 256 bits, far beyond guessing.
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

export interface IssuedSecret {
  /** Goes to the user (cookie, link); never stored. */
  secret: string;
  /** Goes to the database. */
  hash: string;
}

export function hashSecret(secret: string): string {
  // One-shot hash: every signed-in request hashes its cookie, and a Hash object per call costs several times more.
  return hash('sha256', secret, 'hex');
}

export function issueSecret(bytes = 32): IssuedSecret {
  const secret = randomBytes(bytes).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

/** A secret as we issue it: base64url of 32 bytes (43 characters). Cheap shape check before touching the DB. */
export function looksLikeSecret(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const TOKEN_TTL_MS = {
  /** D10: confirmation links live 24 hours. */
  email_confirmation: 24 * 60 * 60 * 1000,
  /** D10: reset links live 1 hour. */
  password_reset: 60 * 60 * 1000,
  /** Like a confirmation link: the link sent to a new address lives 24 hours. */
  email_change: 24 * 60 * 60 * 1000,
} as const;

export type TokenPurpose = keyof typeof TOKEN_TTL_MS;
