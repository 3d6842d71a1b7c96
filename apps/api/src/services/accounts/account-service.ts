// Account flows (spec sections 4 and 7 with D9-D13): signup, email confirmation, login checks, password reset and
// change, email address change. No HTTP here: routes translate results and AccountErrors into responses.
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_TEXTS } from '@waypoint/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { tooManyRequestsDetail } from '../../lib/retry-wait';
import { findAccountToken, insertAccountToken, invalidateUserTokens, redeemAccountToken, spendChallenge } from '../../db/queries/tokens';
import { deleteUserSessions } from '../../db/queries/sessions';
import { changeUserEmail, findUserByEmail, findUserById, insertUserIfNew, markEmailConfirmed, setPasswordHash } from '../../db/queries/users';
import type { UserRow } from '../../db/schema/users';
import type { Mailer } from '../mail/mailer';
import type { RobotCheck } from './altcha';
import { CHALLENGE_TTL_MS } from './altcha';
import {
  confirmationEmail,
  emailChangeAttemptEmail,
  emailChangedEmail,
  emailChangeEmail,
  passwordChangedEmail,
  resetEmail,
  signupAttemptEmail,
  type AccountEmail,
} from './emails';
import { burnVerification, checkPasswordPolicy, hashPassword, verifyPassword } from './passwords';
import { emailRequestAllowance, loginThrottleState, recordLoginFailure, recordLoginSuccess } from './throttle';
import { TOKEN_TTL_MS, hashSecret, issueSecret, looksLikeSecret, type TokenPurpose } from './tokens';

/** An HttpError (so the error handler renders it) that may carry a Retry-After (set by the accounts plugin). */
export class AccountError extends HttpError {
  override name = 'AccountError';
  constructor(
    status: number,
    code: string,
    detail: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(status, code, detail);
  }
}

export const ROBOT_TEXT = 'Please confirm you are not a robot.';
export const INVALID_CREDENTIALS_TEXT = 'The email or password is incorrect.';

export interface AccountServiceDeps {
  db: Db;
  mailer: Mailer;
  robot: RobotCheck;
  publicUrl: string;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Every session of this user was just deleted: caches of them must go too (the sessions plugin's forgetUser). */
  onSessionsEnded: (userId: string) => void;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { db, mailer, robot, publicUrl, clock, log, onSessionsEnded } = deps;

  async function send(to: string, mail: AccountEmail) {
    await mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  /** Verifies and spends a robot-check solution; throws 428 ROBOT_CHECK_REQUIRED when it is missing or bad. */
  async function requireRobotCheck(payload: string | undefined) {
    const signature = await robot.verify(payload);
    const now = clock();
    if (!signature || !(await spendChallenge(db, { signature, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), now }))) {
      throw new AccountError(428, 'ROBOT_CHECK_REQUIRED', ROBOT_TEXT);
    }
  }

  async function issueToken(user: UserRow, purpose: TokenPurpose, newEmail?: string): Promise<string> {
    const now = clock();
    const { secret, hash } = issueSecret();
    await insertAccountToken(db, { userId: user.id, purpose, tokenHash: hash, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]), now, ...(newEmail ? { newEmail } : {}) });
    return secret;
  }

  /** Why a token cannot be used, in words the user can act on. */
  async function tokenProblem(secret: string, purpose: TokenPurpose, what: string): Promise<AccountError> {
    const row = looksLikeSecret(secret) ? await findAccountToken(db, { tokenHash: hashSecret(secret), purpose }) : null;
    if (!row) return new AccountError(400, 'TOKEN_INVALID', `This ${what} link is not valid. Please check that you copied the whole address, or ask for a new link.`);
    // Spent, or superseded by a newer link (invalidateUserTokens marks those used too): the words cover both.
    if (row.usedAt) return new AccountError(400, 'TOKEN_USED', `This ${what} link has already been used, or a newer one has been sent since. Please use the newest link, or ask for a new one.`);
    return new AccountError(400, 'TOKEN_EXPIRED', `This ${what} link has expired. Please ask for a new link.`);
  }

  /** The unspent, unexpired reset link and its user, or the reason it cannot be used. */
  async function usableResetLink(secret: string): Promise<{ hash: string; user: UserRow }> {
    const hash = looksLikeSecret(secret) ? hashSecret(secret) : null;
    const found = hash ? await findAccountToken(db, { tokenHash: hash, purpose: 'password_reset' }) : null;
    if (!hash || !found || found.usedAt || found.expiresAt <= clock()) throw await tokenProblem(secret, 'password_reset', 'password reset');
    const user = await findUserById(db, found.userId);
    if (!user) throw await tokenProblem(secret, 'password_reset', 'password reset');
    return { hash, user };
  }

  return {
    requireRobotCheck,

    /**
     * D9: the same answer for a new and a registered address; the password is hashed in both cases so the timing
     * matches too. The owner of a registered address hears that someone tried.
     */
    async signup(input: { fullName: string; email: string; password: string; linkedinUrl: string | null; altcha?: string }) {
      await requireRobotCheck(input.altcha);
      const policy = checkPasswordPolicy(input.password, [input.fullName, input.email]);
      if (!policy.ok) throw new AccountError(400, 'WEAK_PASSWORD', policy.message);
      const passwordHash = await hashPassword(input.password);
      const created = await insertUserIfNew(db, { email: input.email, fullName: input.fullName, passwordHash, linkedinUrl: input.linkedinUrl, now: clock() });
      if (created) {
        await send(created.email, confirmationEmail(publicUrl, created.fullName, await issueToken(created, 'email_confirmation')));
        return;
      }
      const existing = await findUserByEmail(db, input.email);
      if (!existing) return;
      if (existing.emailConfirmedAt) await send(existing.email, signupAttemptEmail(publicUrl, existing.fullName));
      // Unconfirmed: the owner most likely lost the first mail, so a fresh link is the useful answer.
      else await send(existing.email, confirmationEmail(publicUrl, existing.fullName, await issueToken(existing, 'email_confirmation')));
    },

    async confirmEmail(secret: string): Promise<void> {
      const row = looksLikeSecret(secret) ? await redeemAccountToken(db, { tokenHash: hashSecret(secret), purpose: 'email_confirmation', now: clock() }) : null;
      if (!row) throw await tokenProblem(secret, 'email_confirmation', 'confirmation');
      await markEmailConfirmed(db, { userId: row.userId, now: clock() });
    },

    /** Always the same answer; mail goes out only for an unconfirmed account and within the per-address cap. */
    async resendConfirmation(input: { email: string; ip: string; altcha?: string }): Promise<void> {
      await requireRobotCheck(input.altcha);
      const allowance = await emailRequestAllowance(db, { kind: 'resend', email: input.email, ip: input.ip, now: clock() });
      if (allowance.ipRetryAfterSeconds) throw new AccountError(429, 'RATE_LIMITED', tooManyRequestsDetail(allowance.ipRetryAfterSeconds), allowance.ipRetryAfterSeconds);
      const user = await findUserByEmail(db, input.email);
      if (!allowance.sendToAddress || !user || user.emailConfirmedAt) return;
      await send(user.email, confirmationEmail(publicUrl, user.fullName, await issueToken(user, 'email_confirmation')));
    },

    async requestPasswordReset(input: { email: string; ip: string; altcha?: string }): Promise<void> {
      await requireRobotCheck(input.altcha);
      const allowance = await emailRequestAllowance(db, { kind: 'reset', email: input.email, ip: input.ip, now: clock() });
      if (allowance.ipRetryAfterSeconds) throw new AccountError(429, 'RATE_LIMITED', tooManyRequestsDetail(allowance.ipRetryAfterSeconds), allowance.ipRetryAfterSeconds);
      const user = await findUserByEmail(db, input.email);
      if (!allowance.sendToAddress || !user) return;
      // Only the newest link works: older unused ones are retired.
      await invalidateUserTokens(db, { userId: user.id, purpose: 'password_reset', now: clock() });
      await send(user.email, resetEmail(publicUrl, user.fullName, await issueToken(user, 'password_reset')));
    },

    /** D10: a valid, unused, unexpired link sets the password, confirms the address and ends every session. */
    /**
     * Whether a reset link can still set a password, without spending it: the page asks before showing its form, so
     * a used or expired link says so at once instead of after two new passwords were typed.
     */
    async checkResetLink(secret: string): Promise<void> {
      await usableResetLink(secret);
    },

    async resetPassword(secret: string, newPassword: string): Promise<void> {
      const { hash, user } = await usableResetLink(secret);
      // Check the policy before spending the link, so a weak first try does not burn it.
      const policy = checkPasswordPolicy(newPassword, [user.fullName, user.email]);
      if (!policy.ok) throw new AccountError(400, 'WEAK_PASSWORD', policy.message);
      const passwordHash = await hashPassword(newPassword);
      const redeemed = await redeemAccountToken(db, { tokenHash: hash, purpose: 'password_reset', now: clock() });
      if (!redeemed) throw await tokenProblem(secret, 'password_reset', 'password reset');
      await setPasswordHash(db, { userId: user.id, passwordHash, now: clock() });
      await markEmailConfirmed(db, { userId: user.id, now: clock() });
      await deleteUserSessions(db, { userId: user.id });
      onSessionsEnded(user.id);
      await send(user.email, passwordChangedEmail(publicUrl, user.fullName));
    },

    /**
     * Checks a login attempt. Order matters: locks first (429), then the robot check once failures piled up (428),
     * then the password; unknown addresses burn a verification so timing reveals nothing.
     */
    async authenticate(input: { email: string; password: string; ip: string; altcha?: string }): Promise<UserRow> {
      const now = clock();
      const state = await loginThrottleState(db, { email: input.email, ip: input.ip, now });
      if (state.retryAfterSeconds) {
        throw new AccountError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts. Please wait and try again later, or reset your password.', state.retryAfterSeconds);
      }
      if (state.robotCheckRequired) await requireRobotCheck(input.altcha);
      const user = await findUserByEmail(db, input.email);
      const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : (await burnVerification(input.password), false);
      if (!user || !ok) {
        await recordLoginFailure(db, { email: input.email, ip: input.ip, now });
        throw new AccountError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_TEXT);
      }
      if (!user.emailConfirmedAt) {
        throw new AccountError(403, 'EMAIL_NOT_CONFIRMED', 'Please confirm your email address first. We can send you a new confirmation link.');
      }
      // Most logins follow no failure: skip the write then.
      if (state.accountFailures > 0) await recordLoginSuccess(db, { email: input.email });
      return user;
    },

    /** D12: needs the current password; ends every session (the route starts a fresh one) and tells the owner. */
    async changePassword(input: { userId: string; currentPassword: string; newPassword: string }): Promise<UserRow> {
      const user = await findUserById(db, input.userId);
      if (!user) throw new AccountError(401, 'UNAUTHENTICATED', 'Please log in to continue.');
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AccountError(400, 'WRONG_PASSWORD', 'The current password is not correct.');
      }
      const policy = checkPasswordPolicy(input.newPassword, [user.fullName, user.email]);
      if (!policy.ok) throw new AccountError(400, 'WEAK_PASSWORD', policy.message);
      await setPasswordHash(db, { userId: user.id, passwordHash: await hashPassword(input.newPassword), now: clock() });
      await deleteUserSessions(db, { userId: user.id });
      onSessionsEnded(user.id);
      await send(user.email, passwordChangedEmail(publicUrl, user.fullName));
      log.info({ userId: user.id }, 'password changed');
      return user;
    },

    /**
     * The password proves the owner asks; a link sent to the new address proves it is theirs. D9: the answer is the
     * same whether the new address is free or already has an account, whose owner hears that someone tried.
     */
    async requestEmailChange(input: { userId: string; newEmail: string; password: string }): Promise<void> {
      const user = await findUserById(db, input.userId);
      if (!user) throw new AccountError(401, 'UNAUTHENTICATED', 'Please log in to continue.');
      if (!user.passwordHash) throw new AccountError(409, 'PASSWORD_NOT_SET', AUTH_TEXTS.emailFromGoogle);
      if (!(await verifyPassword(user.passwordHash, input.password))) throw new AccountError(400, 'WRONG_PASSWORD', AUTH_TEXTS.wrongPassword);
      if (input.newEmail === user.email.toLowerCase()) throw new AccountError(400, 'SAME_EMAIL', AUTH_TEXTS.sameEmail);
      const owner = await findUserByEmail(db, input.newEmail);
      if (owner) return send(owner.email, emailChangeAttemptEmail(publicUrl, owner.fullName));
      // Only the newest link works: a second request (another address, or a typo fixed) retires the first.
      await invalidateUserTokens(db, { userId: user.id, purpose: 'email_change', now: clock() });
      await send(input.newEmail, emailChangeEmail(publicUrl, user.fullName, await issueToken(user, 'email_change', input.newEmail)));
    },

    /** Redeems the link sent to the new address: the account moves there and the old address hears of it. */
    async confirmEmailChange(secret: string): Promise<{ userId: string; email: string }> {
      const row = looksLikeSecret(secret) ? await redeemAccountToken(db, { tokenHash: hashSecret(secret), purpose: 'email_change', now: clock() }) : null;
      const user = row?.newEmail ? await findUserById(db, row.userId) : null;
      if (!row?.newEmail || !user) throw await tokenProblem(secret, 'email_change', 'email change');
      if (!(await changeUserEmail(db, { userId: user.id, email: row.newEmail, now: clock() }))) throw new AccountError(409, 'EMAIL_TAKEN', AUTH_TEXTS.emailChangeTaken);
      await send(user.email, emailChangedEmail(publicUrl, user.fullName, row.newEmail));
      log.info({ userId: user.id }, 'email address changed');
      return { userId: user.id, email: row.newEmail };
    },

    async verifyUserPassword(userId: string, password: string): Promise<boolean> {
      const user = await findUserById(db, userId);
      return Boolean(user?.passwordHash) && (await verifyPassword(user!.passwordHash!, password));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
