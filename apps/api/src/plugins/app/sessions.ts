// Sessions (D7, D8) and the request guards every feature uses:
// - `request.user` is the signed-in user (or null), resolved from the session cookie on every /api request;
// - `app.requireUser` is a preHandler answering 401 when nobody is signed in;
// - a state-changing /api request whose Origin is not PUBLIC_URL's is refused with 403 (CSRF).
// The cookie holds a random secret; the database holds its SHA-256. Idle sessions (30 min) and old ones (12 h) are
// deleted when they are next presented, so an expired cookie can never come back to life.
// Lookups are kept for a few seconds in memory (services/accounts/session-cache.ts); whatever ends a session or
// changes a user calls `app.sessions.forgetSession` / `forgetUser`, which also tells the other replicas via Redis.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { deleteSessionById, findSessionWithUser, insertSession, touchSession } from '../../db/queries/sessions';
import type { SessionRow } from '../../db/schema/sessions';
import type { UserRow } from '../../db/schema/users';
import { httpError } from '../../lib/http-error';
import { sendError } from '../external/errors';
import { cookieOptions, cookiePolicy, sessionState, shouldSlide } from '../../services/accounts/session-policy';
import { createSessionCache, type CachedSession } from '../../services/accounts/session-cache';
import { hashSecret, issueSecret } from '../../services/accounts/tokens';
import { allowedOrigins } from '../../lib/allowed-origins';

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
  /** After a session was deleted elsewhere: no replica may still accept it. */
  forgetSession(sessionId: string): void;
  /** After a user's sessions were deleted or the user changed (profile, password, account deleted). */
  forgetUser(userId: string): void;
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
/** Under REDIS_KEY_PREFIX: channels are not keys, so ioredis's keyPrefix does not reach them. */
const FORGET_CHANNEL = 'sessions:forget';
type ForgetMessage = { sessionId: string } | { userId: string };

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
    const trustedOrigins = allowedOrigins(app.config.PUBLIC_URL);

    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);

    function clearCookie(reply: FastifyReply) {
      reply.clearCookie(policy.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secure });
    }

    const cache = createSessionCache({ ttlMs: app.config.SESSION_CACHE_TTL_MS });
    const broadcast = forgetBroadcast(app, { onMessage: applyForget, onMissedMessages: () => cache.clear() });
    function applyForget(message: ForgetMessage) {
      if ('sessionId' in message) cache.forgetSession(message.sessionId);
      else cache.forgetUser(message.userId);
    }
    function forget(message: ForgetMessage) {
      applyForget(message);
      broadcast.publish(message);
    }

    function attach(request: FastifyRequest, found: CachedSession) {
      request.user = toSessionUser(found.user);
      request.authSession = { id: found.session.id, createdAt: found.session.createdAt, method: found.session.method };
    }

    /** Clears the cookie of a session that no longer exists, ends an expired one, slides an active one and attaches it. */
    async function settle(request: FastifyRequest, reply: FastifyReply, tokenHash: string, found: CachedSession | null) {
      if (!found) {
        clearCookie(reply);
        return;
      }
      const now = app.clock();
      if (sessionState(found.session, now) !== 'active') {
        await deleteSessionById(app.db, found.session.id);
        forget({ sessionId: found.session.id });
        clearCookie(reply);
        return;
      }
      if (shouldSlide(found.session, now)) {
        await touchSession(app.db, { id: found.session.id, now });
        cache.slid(tokenHash, now);
      }
      attach(request, found);
    }

    async function resolveFromDatabase(request: FastifyRequest, reply: FastifyReply, tokenHash: string) {
      const generation = cache.generation();
      const found = await findSessionWithUser(app.db, tokenHash);
      if (found && broadcast.healthy()) cache.set(tokenHash, found, generation);
      await settle(request, reply, tokenHash, found);
    }

    // A callback hook: most requests carry no session, and a signed-in one recently seen is answered from memory
    // without a promise.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api/')) return done();

      // CSRF: browsers always send Origin on cross-site and on same-origin non-GET fetches; SameSite=Lax covers
      // the cookie, this covers login CSRF and anything a lax cookie still allows.
      if (STATE_CHANGING.has(request.method) && !trustedOrigins.has(request.headers.origin ?? '')) {
        sendError(reply, 403, 'CSRF_REJECTED', 'This request did not come from the Waypoint site.');
        return;
      }

      const secret = request.cookies[policy.name];
      if (!secret) return done();
      const tokenHash = hashSecret(secret);
      // Only an active-looking cached entry is trusted; the database decides whether a session has ended.
      const cached = broadcast.healthy() ? cache.get(tokenHash) : undefined;
      const now = app.clock();
      if (cached && sessionState(cached.session, now) === 'active') {
        if (!shouldSlide(cached.session, now)) {
          attach(request, cached);
          return done();
        }
        settle(request, reply, tokenHash, cached).then(() => done(), done);
        return;
      }
      resolveFromDatabase(request, reply, tokenHash).then(() => done(), done);
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
        if (request.authSession) {
          await deleteSessionById(app.db, request.authSession.id);
          forget({ sessionId: request.authSession.id });
        }
        request.user = null;
        request.authSession = null;
        clearCookie(reply);
      },
      forgetSession: (sessionId) => forget({ sessionId }),
      forgetUser: (userId) => forget({ userId }),
    };
    app.decorate('sessions', sessions);
  },
  { name: 'sessions', dependencies: ['db', 'cookie'] },
);

/**
 * Tells the other replicas (through Redis pub/sub) which sessions or users to forget, and applies what they say.
 * Without Redis there is nobody to tell: a single process, or replicas that accept SESSION_CACHE_TTL_MS of
 * staleness. While the subscription is down, messages may be missed, so the cache is not used (`healthy` false)
 * and everything it held is dropped when the subscription comes back.
 */
function forgetBroadcast(
  app: FastifyInstance,
  handlers: { onMessage: (message: ForgetMessage) => void; onMissedMessages: () => void },
) {
  const redis = app.redis;
  if (!redis) return { healthy: () => true, publish: () => undefined };
  const channel = app.config.REDIS_KEY_PREFIX + FORGET_CHANNEL;
  // A subscribing connection can do nothing else, so it is a second one; it queues its SUBSCRIBE until connected.
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  let subscribed = false;
  subscriber.on('error', (error) => app.log.warn({ err: error.message }, 'Redis subscriber error'));
  subscriber.on('close', () => (subscribed = false));
  subscriber.on('message', (_channel, raw: string) => {
    try {
      handlers.onMessage(JSON.parse(raw) as ForgetMessage);
    } catch {
      app.log.warn('ignored a malformed session broadcast');
    }
  });
  let firstSubscription: () => void = () => undefined;
  const subscribedOnce = new Promise<void>((resolve) => (firstSubscription = resolve));
  subscriber.on('ready', () => {
    // ioredis resubscribes by itself after a reconnect; 'ready' fires once that is done.
    subscriber.subscribe(channel).then(
      () => {
        handlers.onMissedMessages();
        subscribed = true;
        firstSubscription();
      },
      (error: unknown) => app.log.warn({ err: error }, 'could not subscribe to session broadcasts'),
    );
  });
  // Start with the cache working when Redis answers; a Redis that is down must not hold the start-up for long.
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([subscribedOnce, new Promise<void>((resolve) => (timer = setTimeout(resolve, 2_000)))]);
    clearTimeout(timer);
  });
  app.addHook('onClose', async () => void (await subscriber.quit().catch(() => subscriber.disconnect())));
  return {
    healthy: () => subscribed,
    publish(message: ForgetMessage) {
      redis.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not broadcast a session change; other replicas forget it within SESSION_CACHE_TTL_MS');
      });
    },
  };
}
