// Account services as decorators: `app.accounts` (flows), `app.robotCheck` (ALTCHA) and `app.userData` (the
// export registry other features add their tables to, see services/accounts/user-data.ts).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { listUserSessions } from '../../db/queries/sessions';
import { listEmailChanges } from '../../db/queries/tokens';
import { findUserById } from '../../db/queries/users';
import { oidcIdentities } from '../../db/schema/oidc';
import { AccountError, createAccountService, type AccountService } from '../../services/accounts/account-service';
import { CHALLENGE_TTL_MS, DEFAULT_MAX_NUMBER, createRobotCheck, type RobotCheck } from '../../services/accounts/altcha';
import { createUserDataRegistry, type UserDataRegistry } from '../../services/accounts/user-data';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
    robotCheck: RobotCheck;
    /** Register a section of "download my data": `app.userData.register('assessments', (db, userId) => rows)`. */
    userData: UserDataRegistry;
  }
}

export default fp(
  async (app) => {
    let hmacKey = app.config.ALTCHA_HMAC_KEY;
    if (!hmacKey) {
      hmacKey = randomBytes(32).toString('hex');
      // Fine for one process; replicas behind a load balancer need the same key or challenges fail across them.
      if (app.config.NODE_ENV !== 'test') app.log.warn('ALTCHA_HMAC_KEY is not set: using a random key for this process only');
    }
    const robotCheck = createRobotCheck({ hmacKey, maxNumber: DEFAULT_MAX_NUMBER, ttlMs: CHALLENGE_TTL_MS, clock: app.clock });
    app.decorate('robotCheck', robotCheck);
    app.decorate(
      'accounts',
      createAccountService({ db: app.db, mailer: app.mailer, robot: robotCheck, publicUrl: app.config.PUBLIC_URL, clock: app.clock, log: app.log, onSessionsEnded: (userId) => app.sessions.forgetUser(userId) }),
    );

    const userData = createUserDataRegistry();
    // The account's own sections; secrets (password hash, token hashes) are never exported.
    userData.register('account', async (db, userId) => {
      const user = await findUserById(db, userId);
      if (!user) return null;
      return {
        user_id: user.id,
        email: user.email,
        full_name: user.fullName,
        linkedin_url: user.linkedinUrl,
        avatar_url: user.avatarUrl,
        email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
        password_changed_at: user.passwordChangedAt?.toISOString() ?? null,
        created_at: user.createdAt.toISOString(),
      };
    });
    userData.register('sessions', async (db, userId) =>
      (await listUserSessions(db, userId)).map((s) => ({
        session_id: s.id,
        method: s.method,
        user_agent: s.userAgent,
        ip: s.ip,
        created_at: s.createdAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
      })),
    );
    userData.register('sign_in_providers', async (db, userId) =>
      (await db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, userId))).map((identity) => ({
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        linked_at: identity.createdAt.toISOString(),
      })),
    );
    userData.register('email_changes', async (db, userId) =>
      (await listEmailChanges(db, userId)).map((change) => ({
        new_email: change.newEmail,
        asked_at: change.createdAt.toISOString(),
        expires_at: change.expiresAt.toISOString(),
        // Set when the link was opened, or when a newer request retired it.
        closed_at: change.usedAt?.toISOString() ?? null,
      })),
    );
    app.decorate('userData', userData);

    // onError runs before the error handler and may add headers: 429s say when to come back.
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof AccountError && error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    });
  },
  { name: 'accounts', dependencies: ['db', 'mail', 'sessions'] },
);
