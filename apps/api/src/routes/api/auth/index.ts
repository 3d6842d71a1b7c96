// Sign-in, sign-out, email confirmation, password reset, email-change links and the robot-check challenge (spec
// section 7, D7-D13).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmailRequestBodySchema, LoginBodySchema, ResetPasswordBodySchema, initialsOf } from '@waypoint/domain';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { assertValidRequest } from '../../../services/accounts/validation';

const tokenParams = z.object({ token: z.string().min(1).max(200) });
const accepted = z.object({ status: z.literal('accepted') });
const authUser = z.object({
  user_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  initials: z.string(),
  avatar_url: z.string().nullable(),
});

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check-auth',
    {
      schema: {
        operationId: 'checkAuth',
        tags: ['accounts'],
        summary: 'Who is signed in (401 with authenticated=false when nobody)',
        response: {
          200: z.object({ authenticated: z.literal(true), user: authUser }),
          401: errorSchema.extend({ authenticated: z.literal(false) }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) {
        return reply.code(401).send({ code: 'UNAUTHENTICATED', detail: 'Nobody is signed in.', request_id: String(request.id), authenticated: false as const });
      }
      return {
        authenticated: true as const,
        user: { user_id: user.id, full_name: user.fullName, email: user.email, initials: initialsOf(user.fullName), avatar_url: user.avatarUrl },
      };
    },
  );

  app.post(
    '/login',
    {
      attachValidation: true,
      schema: {
        operationId: 'logIn',
        tags: ['accounts'],
        summary: 'Password sign-in; sets the session cookie. After 3 failures a solved robot check is needed (428).',
        body: LoginBodySchema,
        response: { 200: z.object({ user_id: z.string(), session_id: z.string() }), 401: errorSchema, 403: errorSchema, 428: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      const { email, password, altcha } = request.body;
      const user = await app.accounts.authenticate({ email, password, altcha, ip: request.ip });
      // A new session every time (D7): an old cookie the browser may still hold is ended first.
      if (request.authSession) await app.sessions.end(request, reply);
      const session = await app.sessions.start(request, reply, user, 'password');
      return { user_id: user.id, session_id: session.id };
    },
  );

  app.post(
    '/logout',
    { schema: { operationId: 'logOut', tags: ['accounts'], summary: 'Ends the current session and clears the cookie', response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/confirm-email/:token',
    {
      schema: {
        operationId: 'confirmEmail',
        tags: ['accounts'],
        summary: 'Redeems an email-confirmation link (24 h, single use)',
        params: tokenParams,
        response: { 200: z.object({ confirmed: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      await app.accounts.confirmEmail(request.params.token);
      return { confirmed: true as const };
    },
  );

  app.post(
    '/email-change/:token',
    {
      schema: {
        operationId: 'confirmEmailChange',
        tags: ['accounts'],
        summary: 'Redeems the link sent to a new address (24 h, single use): the account moves to it',
        params: tokenParams,
        response: { 200: z.object({ email: z.string() }), 409: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const changed = await app.accounts.confirmEmailChange(request.params.token);
      // Cached sessions hold the old address.
      app.sessions.forgetUser(changed.userId);
      return { email: changed.email };
    },
  );

  app.post(
    '/resend-email-confirmation',
    {
      attachValidation: true,
      schema: {
        operationId: 'resendEmailConfirmation',
        tags: ['accounts'],
        summary: 'Sends a new confirmation link if the address has an unconfirmed account (always 202)',
        body: EmailRequestBodySchema,
        response: { 202: accepted, 428: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      await app.accounts.resendConfirmation({ email: request.body.email, altcha: request.body.altcha, ip: request.ip });
      return reply.code(202).send({ status: 'accepted' as const });
    },
  );

  app.post(
    '/reset-password',
    {
      attachValidation: true,
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['accounts'],
        summary: 'Emails a reset link if the address has an account (always 202)',
        body: EmailRequestBodySchema,
        response: { 202: accepted, 428: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      await app.accounts.requestPasswordReset({ email: request.body.email, altcha: request.body.altcha, ip: request.ip });
      return reply.code(202).send({ status: 'accepted' as const });
    },
  );

  app.get(
    '/reset-password/:token',
    {
      attachValidation: true,
      schema: {
        operationId: 'checkResetLink',
        tags: ['accounts'],
        summary: 'Whether a reset link can still set a password (it is not spent by asking); 400 TOKEN_* says why not',
        params: tokenParams,
        response: { 200: z.object({ usable: z.literal(true) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      reply.header('cache-control', 'no-store');
      await app.accounts.checkResetLink(request.params.token);
      return { usable: true as const };
    },
  );

  app.post(
    '/reset-password/:token',
    {
      attachValidation: true,
      schema: {
        operationId: 'resetPassword',
        tags: ['accounts'],
        summary: 'Sets a new password with a reset link (1 h, single use); ends every session of the user',
        params: tokenParams,
        body: ResetPasswordBodySchema,
        response: { 200: z.object({ reset: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      assertValidRequest(request);
      await app.accounts.resetPassword(request.params.token, request.body.new_password);
      return { reset: true as const };
    },
  );

  app.get(
    '/altcha/challenge',
    {
      schema: {
        operationId: 'getRobotChallenge',
        tags: ['accounts'],
        summary: 'A proof-of-work challenge (ALTCHA) for the "I am not a robot" check',
        response: {
          200: z.object({ algorithm: z.string(), challenge: z.string(), maxnumber: z.number().optional(), salt: z.string(), signature: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.robotCheck.challenge();
    },
  );
};

export default authRoutes;
