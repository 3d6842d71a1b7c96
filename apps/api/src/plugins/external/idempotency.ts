// Idempotency-Key for state-changing /api requests: a client that did not get an answer (timeout, dropped
// connection, 503 while the database was away) may send the same request again with the same key and is guaranteed
// that it takes effect once. The first answer (status < 500) is stored for 24 h under key + user + route and replayed
// for a repeat (header `idempotent-replayed: true`); the same key with a different body is a 409; a repeat while
// the first is still running is a 409 too (retry shortly). A 5xx is not stored, so the retry runs the request again.
// Storage: Redis when REDIS_URL is set (shared by every replica), otherwise this process's memory.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { httpError } from '../../lib/http-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;
export const REPLAY_TTL_MS = 24 * 60 * 60 * 1000;
// A request that never finished (crash) must not block its key for a day.
const IN_PROGRESS_TTL_MS = 60_000;
// Headers worth replaying; cookies are not (a replayed login must not hand out a session again).
const REPLAYED_HEADERS = ['content-type', 'location'];

interface StoredAnswer {
  state: 'running' | 'done';
  fingerprint: string;
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface IdempotencyStore {
  /** Stores `value` only if nothing is stored under `key`; returns what was there otherwise. */
  claim(key: string, value: StoredAnswer, ttlMs: number): Promise<StoredAnswer | undefined>;
  save(key: string, value: StoredAnswer, ttlMs: number): Promise<void>;
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryStore(now: () => number = Date.now): IdempotencyStore {
  const entries = new Map<string, { value: StoredAnswer; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key)?.value;
  };
  let sweeps = 0;
  return {
    async claim(key, value, ttlMs) {
      // Sweep expired keys now and then so memory stays bounded by a day's worth of keys.
      if (++sweeps % 1000 === 0) for (const k of [...entries.keys()]) live(k);
      const existing = live(key);
      if (existing) return existing;
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return undefined;
    },
    async save(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async release(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

export function redisStore(redis: Redis): IdempotencyStore {
  return {
    async claim(key, value, ttlMs) {
      const set = await redis.set(key, JSON.stringify(value), 'PX', ttlMs, 'NX');
      if (set === 'OK') return undefined;
      const existing = await redis.get(key);
      // Expired between the two calls: treat as claimed by someone else, the client retries.
      return existing ? (JSON.parse(existing) as StoredAnswer) : { state: 'running', fingerprint: value.fingerprint };
    },
    async save(key, value, ttlMs) {
      await redis.set(key, JSON.stringify(value), 'PX', ttlMs);
    },
    async release(key) {
      await redis.del(key);
    },
    async close() {
      // The connection belongs to the redis plugin, which closes it.
    },
  };
}

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

const claimed = new WeakMap<FastifyRequest, { storeKey: string; fingerprint: string }>();

export default fp(
  async (app) => {
    const store = app.redis ? redisStore(app.redis) : memoryStore();
    app.addHook('onClose', async () => store.close());

    // preHandler: the body is parsed and the sessions plugin has set request.user by now.
    async function claimKey(request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers['idempotency-key'];
      if (key === undefined || !STATE_CHANGING.has(request.method)) return;
      if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
        throw httpError(400, 'INVALID_IDEMPOTENCY_KEY', 'The Idempotency-Key header must be 1-200 letters, digits or . _ : -');
      }
      const user = (request as { user?: { id: string } | null }).user;
      const scope = user ? `user:${user.id}` : `ip:${request.ip}`;
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      const storeKey = `idem:${createHash('sha256').update(`${scope}\n${route}\n${key}`).digest('base64url')}`;
      const fingerprint = fingerprintOf(request);

      const existing = await store.claim(storeKey, { state: 'running', fingerprint }, IN_PROGRESS_TTL_MS);
      if (!existing) {
        claimed.set(request, { storeKey, fingerprint });
        return;
      }
      if (existing.fingerprint !== fingerprint) {
        throw httpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
      }
      if (existing.state === 'running') {
        void reply.header('retry-after', '1');
        throw httpError(409, 'IDEMPOTENCY_IN_PROGRESS', 'The first request with this Idempotency-Key is still running; retry shortly.');
      }
      void reply.code(existing.status ?? 200).header('idempotent-replayed', 'true');
      for (const [name, value] of Object.entries(existing.headers ?? {})) void reply.header(name, value);
      return reply.send(existing.body ?? '');
    }

    async function saveAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const claim = claimed.get(request);
      if (!claim) return payload;
      claimed.delete(request);
      if (reply.statusCode >= 500 || (typeof payload !== 'string' && !Buffer.isBuffer(payload) && payload !== null)) {
        // Not a final answer (or not one we can keep): let a retry run the request again.
        await store.release(claim.storeKey).catch((error: unknown) => request.log.warn({ err: error }, 'idempotency release failed'));
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const body = payload === null ? '' : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
      await store
        .save(claim.storeKey, { state: 'done', fingerprint: claim.fingerprint, status: reply.statusCode, headers, body }, REPLAY_TTL_MS)
        .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency save failed'));
      return payload;
    }

    // A request that errored before onSend (aborted connection) must not keep its key locked.
    async function releaseUnanswered(request: FastifyRequest) {
      const claim = claimed.get(request);
      if (claim) await store.release(claim.storeKey).catch(() => undefined);
    }

    // Only state-changing /api routes get the hooks, so reads pay nothing for this feature. Global hooks of other
    // plugins run before these route hooks, as before; the claim runs before the route's own guards.
    // Callback hooks that return at once for requests without a key (nearly all): an async hook costs a promise
    // per request on every state-changing route, keyed or not.
    const claimHook: preHandlerHookHandler = (request, reply, done) => {
      if (request.headers['idempotency-key'] === undefined) return done();
      claimKey(request, reply).then(() => {
        if (!reply.sent) done();
      }, done);
    };
    const saveHook: onSendHookHandler = (request, reply, payload, done) => {
      if (!claimed.has(request)) return done(null, payload);
      saveAnswer(request, reply, payload).then((saved) => done(null, saved), done);
    };
    const releaseHook: onResponseHookHandler = (request, _reply, done) => {
      if (!claimed.has(request)) return done();
      void releaseUnanswered(request).finally(done);
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.url.startsWith('/api/') || !methods.some((method) => STATE_CHANGING.has(method))) return;
      route.preHandler = [claimHook, ...asArray(route.preHandler)];
      route.onSend = [...asArray(route.onSend), saveHook];
      route.onResponse = [...asArray(route.onResponse), releaseHook];
    });
  },
  { name: 'idempotency', dependencies: ['redis'] },
);
