// Password hashing and policy (D12). argon2id with OWASP's recommended parameters (m=19 MiB, t=2, p=1); the
// library's default algorithm is argon2id and the test asserts the PHC string says so.
import { hash, verify } from '@node-rs/argon2';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX, PASSWORD_MIN } from '@waypoint/domain';

export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** zxcvbn scores 0-4; 2 is "somewhat guessable" (about 10^8 guesses), the least we accept. */
export const MIN_STRENGTH_SCORE = 2;

zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: {
    ...english.translations,
    // The only inputs we pass are the user's own name and email: say that, not zxcvbn's "personal or page related data".
    warnings: { ...english.translations.warnings, userInputs: 'It contains your name or email address.' },
  },
});

// The ~49k most common leaked passwords shipped with zxcvbn-ts: an exact match is refused outright.
const COMMON_PASSWORDS = new Set(common.dictionary.passwords.map((entry) => entry.toLowerCase()));

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a mismatch, never a crash of the login route.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real verification for an address without an account (or without a password), so
 * response time does not tell whether an address is registered.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('waypoint-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

export type PasswordProblem = { ok: true } | { ok: false; message: string };

/**
 * The policy a new password must meet. `userInputs` (name, email) count as known words, so "JaneDoe2024"
 * for Jane Doe is weak. The message says how to do better, not only that it failed.
 */
export function checkPasswordPolicy(password: string, userInputs: string[] = []): PasswordProblem {
  if (password.length < PASSWORD_MIN) return { ok: false, message: 'Password too short' };
  if (password.length > PASSWORD_MAX) return { ok: false, message: 'Password must be at most 128 characters.' };
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return { ok: false, message: 'This password is one of the most common passwords. Please choose another one.' };
  }
  // Whole inputs without spaces ("janedoe") and their parts ("jane", "doe", "example") are all known words.
  const inputs = userInputs
    .flatMap((input) => [input.toLowerCase().replace(/\s+/g, ''), ...input.toLowerCase().split(/[\s@.]+/)])
    .filter((word) => word.length >= 3);
  // zxcvbn's cost grows with length; 128 characters is still a few milliseconds.
  const result = zxcvbn(password, inputs);
  if (result.score < MIN_STRENGTH_SCORE) {
    const tips = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
    return {
      ok: false,
      message: `This password is too easy to guess.${tips ? ` ${tips}` : ''} A few unrelated words together make a strong password.`,
    };
  }
  return { ok: true };
}
