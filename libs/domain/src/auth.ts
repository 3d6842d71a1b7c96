// Account payloads shared by the API (server-side validation, D-section 5 rules on the server too) and the web app.
// Texts come from MESSAGES (constants.ts, word for word from the spec); the server puts the first failing one in
// the error's `detail`.
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { PLAIN_LINE } from './plain-text';

export const EMAIL_MAX = 254;
export const LINKEDIN_URL_MAX = 2048;

/** Deliberately simple (spec section 5): something@something.tld, no whitespace anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** http(s), optional www., linkedin.com, then a path. */
const LINKEDIN_URL_PATTERN = /^https?:\/\/(www\.)?linkedin\.com\/\S*$/i;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

export function isValidLinkedinUrl(value: string): boolean {
  return value.length <= LINKEDIN_URL_MAX && LINKEDIN_URL_PATTERN.test(value);
}

/** Live check while typing: an empty field is not (yet) an error (spec section 5). */
export function isEmailInputValid(value: string): boolean {
  return value === '' || isValidEmail(value);
}

export function isLinkedinInputValid(value: string): boolean {
  return value === '' || isValidLinkedinUrl(value);
}

/**
 * LinkedIn shows a profile's address as 'linkedin.com/in/name' (or 'www.linkedin.com/in/name'), and that is what
 * people paste: it gets the https:// it lacks, so the spec's rule accepts it. Anything else is only trimmed.
 */
export function normaliseLinkedinInput(value: string): string {
  const trimmed = value.trim();
  return /^(www\.)?linkedin\.com\//i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters.`;

/** A password field that is missing or not text (a client's mistake) says so, not that the password is too short. */
const passwordTypeError = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'Please enter your password.' : 'The password must be text.');

/** Whether a new password's length is allowed (strength and the common-password list are the API's to check). */
export function passwordLengthOk(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}

/** Signup helper text under the password field. */
export function passwordLengthHint(password: string): string {
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  return password.length >= PASSWORD_MIN ? MESSAGES.passwordLongEnough : MESSAGES.passwordTooShort;
}

/** Helper text under a confirmation field. */
export function passwordsMatchHint(password: string, confirmation: string): string {
  return password === confirmation ? MESSAGES.passwordsMatch : MESSAGES.passwordsDoNotMatch;
}

/**
 * Reset-password helper text: the rule itself, and a warning only once something too short has been typed (an empty
 * field is not yet wrong; warning before any typing greeted everyone who opened the link with an error).
 */
export function resetPasswordHint(password: string): string {
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  return password !== '' && password.length < PASSWORD_MIN ? MESSAGES.resetPasswordTooWeak : MESSAGES.resetPasswordHint;
}

export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .refine(isValidEmail, { error: MESSAGES.invalidEmail })
  .transform((value) => value.toLowerCase());

/** Length rules of a new password; strength and the common-password list (D12) are checked by the API. */
export const newPasswordSchema = z
  .string({ error: passwordTypeError })
  .min(PASSWORD_MIN, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: PASSWORD_TOO_LONG });

/** Texts of ours where the spec has none. */
export const FULL_NAME_MAX = 120;

export const AUTH_TEXTS = {
  fullNameRequired: 'Please enter your full name.',
  fullNameTooLong: `Your full name can be at most ${FULL_NAME_MAX} characters.`,
  fullNamePlainText: 'Your full name must be one line of plain text.',
  avatarUrlInvalid: 'Please enter an https:// image address.',
  passwordRequired: 'Please enter your password.',
  wrongPassword: 'The password is not correct.',
  sameEmail: 'That is already your email address.',
  emailFromGoogle: 'This account signs in with Google only. To change its email address, first give it a password: use "Forgot your password?" on the Log In page.',
  emailChangeTaken: 'Another account has taken this email address since the link was sent, so your address stays as it was.',
} as const;


const optionalLinkedin = z
  .string({ error: MESSAGES.invalidLinkedIn })
  .trim()
  .max(LINKEDIN_URL_MAX, { error: MESSAGES.invalidLinkedIn })
  .refine(isLinkedinInputValid, { error: MESSAGES.invalidLinkedIn })
  .nullish();

const fullNameSchema = z
  .string({ error: AUTH_TEXTS.fullNameRequired })
  .trim()
  .min(1, { error: AUTH_TEXTS.fullNameRequired })
  .max(FULL_NAME_MAX, { error: AUTH_TEXTS.fullNameTooLong })
  .regex(PLAIN_LINE, { error: AUTH_TEXTS.fullNamePlainText });

/**
 * What is wrong with a full name as typed, in fullNameSchema's words, or null: the forms say it under the field
 * before sending, instead of after a round trip that also clears the robot check. An empty name is reported too;
 * forms show that one only once the user tries to send.
 */
export function fullNameProblem(value: string): string | null {
  const name = value.trim();
  if (name === '') return AUTH_TEXTS.fullNameRequired;
  if (name.length > FULL_NAME_MAX) return AUTH_TEXTS.fullNameTooLong;
  return PLAIN_LINE.test(name) ? null : AUTH_TEXTS.fullNamePlainText;
}

/** The ALTCHA solution (base64 payload) of the robot check (D13). */
const robotSolution = z.string().max(4000).optional();

export const SignupBodySchema = z.object({
  full_name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** Holds the LinkedIn profile URL (spec section 3). */
  linkedin_id: optionalLinkedin,
  altcha: robotSolution,
});
export type SignupBody = z.input<typeof SignupBodySchema>;

export const LoginBodySchema = z.object({
  email: emailSchema,
  // Login checks only the minimum (section 5); the cap keeps huge inputs away from the hasher.
  password: z.string({ error: passwordTypeError }).min(PASSWORD_MIN, { error: MESSAGES.passwordTooShort }).max(1024),
  altcha: robotSolution,
});
export type LoginBody = z.input<typeof LoginBodySchema>;

/** Forgot-password and resend-confirmation requests. */
export const EmailRequestBodySchema = z.object({
  email: z
    .string({ error: MESSAGES.invalidEmailForgotPassword })
    .trim()
    .max(EMAIL_MAX, { error: MESSAGES.invalidEmailForgotPassword })
    .refine(isValidEmail, { error: MESSAGES.invalidEmailForgotPassword })
    .transform((value) => value.toLowerCase()),
  altcha: robotSolution,
});
export type EmailRequestBody = z.input<typeof EmailRequestBodySchema>;

export const ResetPasswordBodySchema = z.object({
  new_password: z
    .string({ error: passwordTypeError })
    .min(PASSWORD_MIN, { error: MESSAGES.resetPasswordTooWeak })
    .max(PASSWORD_MAX, { error: PASSWORD_TOO_LONG }),
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z.object({
  current_password: z.string().min(1).max(1024),
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

/** Moving the account to another address: the password proves the owner asks (a link to the new address confirms). */
export const ChangeEmailBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: AUTH_TEXTS.passwordRequired }).min(1, { error: AUTH_TEXTS.passwordRequired }).max(1024),
});
export type ChangeEmailBody = z.input<typeof ChangeEmailBodySchema>;

export const ProfileUpdateBodySchema = z.object({
  full_name: fullNameSchema.optional(),
  linkedin_url: optionalLinkedin,
  avatar_url: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || /^https:\/\/\S+$/.test(value), { error: AUTH_TEXTS.avatarUrlInvalid })
    .nullish(),
});
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBodySchema>;

export const DeleteAccountBodySchema = z.object({ password: z.string().max(1024).optional() });
export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;

/** Initials for the header's profile block; the spec's fallback is "A". */
export function initialsOf(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const picked = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  // The first character, not the first UTF-16 unit: half of an emoji or of a rare CJK character is not a letter.
  return picked.map((part) => (Array.from(part ?? '')[0] ?? '').toUpperCase()).join('') || 'A';
}

/** The first message of a failed parse: what the server puts in `detail` and the form shows first. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MESSAGES.formHasErrors;
}
