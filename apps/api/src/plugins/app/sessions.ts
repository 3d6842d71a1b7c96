// Sessions (D7, D8) and the request guards every feature uses:
// - `request.user` is the signed-in user (or null), resolved from the session cookie on every /api request;
// - `app.requireUser` is a preHandler answering 401 when nobody is signed in;
// - a state-changing /api request whose Origin is not PUBLIC_URL's is refused with 403 (CSRF).
// The cookie holds a random secret; the database holds its SHA-256. Idle sessions (30 min) and old ones (12 h) are
// deleted when they are next presented, so an expired cookie can never come back to life.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { deleteSessionById, findSessionWithUser, insertSession, touchSession } from '../../db/queries/sessions';
import type { SessionRow } from '../../db/schema/sessions';
import type { UserRow } from '../../db/schema/users';
import { httpError } from '../../lib/http-error';
import { sendError } from '../external/errors';
import { cookieOptions, cookiePolicy, sessionState, shouldSlide } from '../../services/accounts/session-policy';
import { hashSecret, issueSecret } from '../../services/accounts/tokens';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  avatarUrl: string | null;
  linkedinUrl: string | null;
  hasPassword: boolean;
}

export interface CurrentSession {
  id: string;
  createdAt: Date;
  method: string;
}

export interface SessionManager {
  cookieName: string;
  /** Creates a new session (always a new secret, D7) and sets its cookie. */
  start(request: FastifyRequest, reply: FastifyReply, user: UserRow, method: 'password' | 'oidc'): Promise<SessionRow>;
  /** Deletes the request's session (if any) and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request by the sessions plugin. */
    user: SessionUser | null;
    /** The session of the signed-in user, or null. */
    authSession: CurrentSession | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 UNAUTHENTICATED unless a user is signed in; afterwards `request.user` is not null. */
    requireUser: preHandlerAsyncHookHandler;
    sessions: SessionManager;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    avatarUrl: user.avatarUrl,
    linkedinUrl: user.linkedinUrl,
    hasPassword: user.passwordHash !== null,
  };
}

export default fp(
  async (app) => {
    const policy = cookiePolicy(app.config.PUBLIC_URL);
    const allowedOrigin = new URL(app.config.PUBLIC_URL).origin;

    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);

    function clearCookie(reply: FastifyReply) {
      reply.clearCookie(policy.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secure });
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;

      // CSRF: browsers always send Origin on cross-site and on same-origin non-GET fetches; SameSite=Lax covers
      // the cookie, this covers login CSRF and anything a lax cookie still allows.
      if (STATE_CHANGING.has(request.method)) {
        const origin = request.headers.origin;
        if (origin !== allowedOrigin) {
          return sendError(reply, 403, 'CSRF_REJECTED', 'This request did not come from the Waypoint site.');
        }
      }

      const secret = request.cookies[policy.name];
      if (!secret) return;
      const found = await findSessionWithUser(app.db, hashSecret(secret));
      if (!found) {
        clearCookie(reply);
        return;
      }
      const now = app.clock();
      if (sessionState(found.session, now) !== 'active') {
        await deleteSessionById(app.db, found.session.id);
        clearCookie(reply);
        return;
      }
      if (shouldSlide(found.session, now)) await touchSession(app.db, { id: found.session.id, now });
      request.user = toSessionUser(found.user);
      request.authSession = { id: found.session.id, createdAt: found.session.createdAt, method: found.session.method };
    });

    const requireUser: preHandlerAsyncHookHandler = async (request) => {
      if (!request.user) throw httpError(401, 'UNAUTHENTICATED', 'Please log in to continue.');
    };
    app.decorate('requireUser', requireUser);

    const sessions: SessionManager = {
      cookieName: policy.name,
      async start(request, reply, user, method) {
        const now = app.clock();
        const { secret, hash } = issueSecret();
        const session = await insertSession(app.db, {
          userId: user.id,
          tokenHash: hash,
          method,
          userAgent: request.headers['user-agent'] ?? null,
          ip: request.ip,
          now,
        });
        reply.setCookie(policy.name, secret, cookieOptions(policy, now, now));
        request.user = toSessionUser(user);
        request.authSession = { id: session.id, createdAt: session.createdAt, method };
        return session;
      },
      async end(request, reply) {
        if (request.authSession) await deleteSessionById(app.db, request.authSession.id);
        request.user = null;
        request.authSession = null;
        clearCookie(reply);
      },
    };
    app.decorate('sessions', sessions);
  },
  { name: 'sessions', dependencies: ['db', 'cookie'] },
);
