// Sign-in with Google (D14): an OpenID Connect authorization-code flow with PKCE, state and nonce against
// OIDC_ISSUER. The callback is a state-changing GET; the state (single use, bound to this browser by an HttpOnly
// cookie) and PKCE protect it, so the Origin check for POST/PUT/PATCH/DELETE does not apply.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { httpError } from '../../../lib/http-error';
import { createOidcClient, oidcSettings } from '../../../services/accounts/oidc-client';
import { OIDC_REQUEST_TTL_MS, createOidcLogin, type OidcFailure } from '../../../services/accounts/oidc-login';

const redirect = z.null().meta({ description: 'Redirect (Location header)' });

const callbackQuery = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = oidcSettings(app.config);
  const login = settings ? createOidcLogin({ db: app.db, client: createOidcClient(settings), clock: app.clock, log: app.log }) : null;
  const secure = new URL(app.config.PUBLIC_URL).protocol === 'https:';
  // Same rules as the session cookie: `__Host-` (Secure, Path=/, no Domain) over HTTPS.
  const cookieName = secure ? '__Host-waypoint_oidc' : 'waypoint_oidc';
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };

  function toLogin(reply: FastifyReply, failure: OidcFailure) {
    return reply.header('cache-control', 'no-store').redirect(`/login?error=${failure}`, 302);
  }

  app.get(
    '/auth/providers',
    {
      schema: {
        operationId: 'listSignInProviders',
        tags: ['accounts'],
        summary: 'Which third-party sign-in providers are configured (the login page shows their buttons)',
        response: { 200: z.object({ google: z.boolean() }), ...errorResponses },
      },
    },
    async () => ({ google: login !== null }),
  );

  app.get(
    '/auth/google',
    {
      schema: {
        operationId: 'startGoogleSignIn',
        tags: ['accounts'],
        summary: "Starts sign-in with Google: redirects to the provider (browser navigation, not a fetch). 404 when not configured.",
        response: { 302: redirect, 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!login) throw httpError(404, 'NOT_FOUND', 'Sign-in with Google is not configured on this server.');
      let started: Awaited<ReturnType<typeof login.begin>>;
      try {
        started = await login.begin();
      } catch (error) {
        // The provider is unreachable or its discovery document is broken: the user gets the login page's message.
        request.log.error({ err: error }, 'oidc: could not start sign-in');
        return toLogin(reply, 'google');
      }
      reply.setCookie(cookieName, started.handle, { ...cookieBase, maxAge: OIDC_REQUEST_TTL_MS / 1000 });
      return reply.header('cache-control', 'no-store').redirect(started.url.href, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      attachValidation: true,
      schema: {
        operationId: 'finishGoogleSignIn',
        tags: ['accounts'],
        summary: "The provider's redirect back: signs in (new session) and redirects to '/', or to '/login?error=...'",
        querystring: callbackQuery,
        response: { 302: redirect, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!login) throw httpError(404, 'NOT_FOUND', 'Sign-in with Google is not configured on this server.');
      const handle = request.cookies[cookieName];
      reply.clearCookie(cookieName, cookieBase);
      if (request.validationError) return toLogin(reply, 'google');
      try {
        const outcome = await login.complete({ handle, callbackUrl: new URL(request.url, app.config.PUBLIC_URL) });
        if (!outcome.ok) return toLogin(reply, outcome.failure);
        // A new session every time (D7), as for password sign-in.
        if (request.authSession) await app.sessions.end(request, reply);
        await app.sessions.start(request, reply, outcome.user, 'oidc');
        return reply.header('cache-control', 'no-store').redirect('/', 302);
      } catch (error) {
        // Database trouble mid-flow: still a page the user understands, never a JSON 500 in the address bar.
        request.log.error({ err: error }, 'oidc: callback failed');
        return toLogin(reply, 'google');
      }
    },
  );
};

export default googleRoutes;
