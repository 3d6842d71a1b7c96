// The signed-in user's own account (D15): profile, email address, password, sessions, data export and deletion.
// Every route runs after app.requireUser, and every query is scoped by request.user.id: nobody reaches another
// user's rows by guessing ids.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangeEmailBodySchema, ChangePasswordBodySchema, DeleteAccountBodySchema, ProfileUpdateBodySchema, initialsOf } from '@waypoint/domain';
import { deleteUserSession, deleteUserSessions, listUserSessions } from '../../../db/queries/sessions';
import { pendingEmailChange } from '../../../db/queries/tokens';
import { deleteUser, findUserById, updateProfile, type ProfileChanges } from '../../../db/queries/users';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { httpError } from '../../../lib/http-error';
import { assertValidRequest } from '../../../services/accounts/validation';

/** D15: deleting without the password is allowed only this soon after signing in. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

const profile = z.object({
  user_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  initials: z.string(),
  linkedin_url: z.string().nullable(),
  avatar_url: z.string().nullable(),
  has_password: z.boolean(),
  email_confirmed: z.boolean(),
  /** The address a sent, unopened email-change link would move the account to. */
  pending_email: z.string().nullable(),
  created_at: z.string(),
});

const sessionItem = z.object({
  session_id: z.string(),
  current: z.boolean(),
  method: z.string(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});

const unauthenticated = { 401: errorSchema };

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the signed-in user's own: each one guards itself, as a hook here would reach every /api route
  // (route modules share one context, see routes/index.ts).
  const signedInOnly = { preHandler: app.requireUser };

  async function loadProfile(userId: string) {
    const user = await findUserById(app.db, userId);
    if (!user) throw httpError(401, 'UNAUTHENTICATED', 'Please log in to continue.');
    return {
      user_id: user.id,
      full_name: user.fullName,
      email: user.email,
      initials: initialsOf(user.fullName),
      linkedin_url: user.linkedinUrl,
      avatar_url: user.avatarUrl,
      has_password: user.passwordHash !== null,
      email_confirmed: user.emailConfirmedAt !== null,
      pending_email: await pendingEmailChange(app.db, { userId, now: app.clock() }),
      created_at: user.createdAt.toISOString(),
    };
  }

  app.get(
    '/me',
    { ...signedInOnly, schema: { operationId: 'getMe', tags: ['me'], summary: 'The signed-in user\'s account details', response: { 200: profile, ...unauthenticated, ...errorResponses } } },
    async (request) => loadProfile(request.user!.id),
  );

  app.patch(
    '/me',
    {
      ...signedInOnly,
      attachValidation: true,
      schema: {
        operationId: 'updateMe',
        tags: ['me'],
        summary: 'Changes full name, LinkedIn URL or avatar URL (empty string clears a URL)',
        body: ProfileUpdateBodySchema,
        response: { 200: profile, ...unauthenticated, ...errorResponses },
      },
    },
    async (request) => {
      assertValidRequest(request);
      const body = request.body;
      const changes: ProfileChanges = {};
      if (body.full_name !== undefined) changes.fullName = body.full_name;
      if (body.linkedin_url !== undefined) changes.linkedinUrl = body.linkedin_url || null;
      if (body.avatar_url !== undefined) changes.avatarUrl = body.avatar_url || null;
      if (Object.keys(changes).length > 0) {
        await updateProfile(app.db, { userId: request.user!.id, changes, now: app.clock() });
        app.sessions.forgetUser(request.user!.id);
      }
      return loadProfile(request.user!.id);
    },
  );

  app.post(
    '/me/password',
    {
      ...signedInOnly,
      attachValidation: true,
      schema: {
        operationId: 'changeMyPassword',
        tags: ['me'],
        summary: 'Changes the password (needs the current one); every session ends and this browser gets a new one',
        body: ChangePasswordBodySchema,
        response: { 200: z.object({ session_id: z.string() }), ...unauthenticated, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      const user = await app.accounts.changePassword({ userId: request.user!.id, currentPassword: request.body.current_password, newPassword: request.body.new_password });
      const session = await app.sessions.start(request, reply, user, 'password');
      return { session_id: session.id };
    },
  );

  app.post(
    '/me/email',
    {
      ...signedInOnly,
      attachValidation: true,
      config: { rateLimit: { max: 10, timeWindow: 60 * 60 * 1000 } },
      schema: {
        operationId: 'changeMyEmail',
        tags: ['me'],
        summary: 'Asks to move the account to another address (needs the password); a link sent there completes it',
        body: ChangeEmailBodySchema,
        response: { 202: z.object({ pending_email: z.string() }), 409: errorSchema, ...unauthenticated, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      await app.accounts.requestEmailChange({ userId: request.user!.id, newEmail: request.body.email, password: request.body.password });
      return reply.code(202).send({ pending_email: request.body.email });
    },
  );

  app.get(
    '/me/sessions',
    { ...signedInOnly, schema: { operationId: 'listMySessions', tags: ['me'], summary: 'The user\'s active sessions', response: { 200: z.array(sessionItem), ...unauthenticated, ...errorResponses } } },
    async (request) => {
      const rows = await listUserSessions(app.db, request.user!.id);
      return rows.map((row) => ({
        session_id: row.id,
        current: row.id === request.authSession?.id,
        method: row.method,
        user_agent: row.userAgent,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
      }));
    },
  );

  app.delete(
    '/me/sessions',
    {
      ...signedInOnly,
      schema: {
        operationId: 'endMyOtherSessions',
        tags: ['me'],
        summary: 'Signs out every other session of the user',
        response: { 200: z.object({ ended: z.number() }), ...unauthenticated, ...errorResponses },
      },
    },
    async (request) => {
      const ended = await deleteUserSessions(app.db, { userId: request.user!.id, exceptSessionId: request.authSession!.id });
      // Forgets the current session's cached copy too; the next request simply reads it again.
      app.sessions.forgetUser(request.user!.id);
      return { ended };
    },
  );

  app.delete(
    '/me/sessions/:session_id',
    {
      ...signedInOnly,
      schema: {
        operationId: 'endMySession',
        tags: ['me'],
        summary: 'Ends one of the user\'s sessions (404 for anyone else\'s)',
        params: z.object({ session_id: z.uuid() }),
        response: { 204: z.null(), 404: errorSchema, ...unauthenticated, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ended = await deleteUserSession(app.db, { userId: request.user!.id, sessionId: request.params.session_id });
      if (!ended) throw httpError(404, 'NOT_FOUND', 'No such session.');
      app.sessions.forgetSession(request.params.session_id);
      if (request.params.session_id === request.authSession?.id) await app.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/export',
    {
      ...signedInOnly,
      schema: {
        operationId: 'exportMyData',
        tags: ['me'],
        summary: 'Everything stored about the user, as one JSON download',
        response: { 200: z.object({ exported_at: z.string(), data: z.record(z.string(), z.unknown()) }), ...unauthenticated, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await app.userData.collect(app.db, request.user!.id);
      const exportedAt = app.clock();
      reply.header('content-disposition', `attachment; filename="waypoint-data-${exportedAt.toISOString().slice(0, 10)}.json"`);
      reply.header('cache-control', 'no-store');
      return { exported_at: exportedAt.toISOString(), data };
    },
  );

  app.delete(
    '/me',
    {
      ...signedInOnly,
      attachValidation: true,
      schema: {
        operationId: 'deleteMe',
        tags: ['me'],
        summary: 'Deletes the account and everything the user created (password, or a sign-in in the last 10 minutes)',
        // Browsers may send no body at all (a recent sign-in needs no password).
        body: DeleteAccountBodySchema.nullish(),
        response: { 204: z.null(), 403: errorSchema, ...unauthenticated, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      const user = request.user!;
      const password = request.body?.password;
      const recent = app.clock().getTime() - request.authSession!.createdAt.getTime() <= RECENT_SIGN_IN_MS;
      const confirmed = password ? await app.accounts.verifyUserPassword(user.id, password) : recent;
      if (!confirmed) {
        throw httpError(
          403,
          'REAUTHENTICATION_REQUIRED',
          password ? 'The password is not correct.' : 'Please enter your password (or sign in again) to delete your account.',
        );
      }
      await deleteUser(app.db, user.id);
      app.sessions.forgetUser(user.id);
      await app.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );
};

export default meRoutes;
