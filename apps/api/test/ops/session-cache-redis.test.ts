// Issue "Accounts" sessions + "Operations" scale-out: each replica answers signed-in requests from a short-lived
// in-memory copy of the session, yet logging out, ending a session or editing the profile on one replica takes
// effect on every other one at once (Redis pub/sub), and a lost broadcast costs at most SESSION_CACHE_TTL_MS.
// Two apps on one database stand for two replicas; they talk to the real Redis at TEST_REDIS_URL.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { deleteSessionById } from '../../src/db/queries/sessions';
import { call, signedInUser } from '../accounts/helpers';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app';
import { testRedisUp, testRedisUrl } from '../helpers/test-redis';

const url = testRedisUrl;
// This file's own namespace: its PGlite and PostgreSQL runs can overlap, and each pair of replicas must hear only its
// own broadcasts.
const REDIS_KEY_PREFIX = `test-${randomBytes(4).toString('hex')}:`;
// Long enough that "at once" (a broadcast, BROADCAST_MS) and "within the time to live" stay far apart even when a
// crowded CI machine stalls a probe for a few hundred milliseconds.
const TTL_MS = 4_000;
const BROADCAST_MS = 1_000;
const redisUp = await testRedisUp('ops/session-cache-redis');

const checkAuth = (app: FastifyInstance, cookie: string) => call(app, { method: 'GET', url: '/api/check-auth', cookie });

async function eventually(probe: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - started;
}

describe.skipIf(!redisUp)('sessions cached on two replicas sharing Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    const settings = { REDIS_URL: url, REDIS_KEY_PREFIX, SESSION_CACHE_TTL_MS: TTL_MS };
    a = await buildTestApp(settings);
    b = await buildApp({ config: testConfig(settings), database: a.database });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('given a session row deleted without a broadcast, the other replica stops accepting it within the time to live', async () => {
    const user = await signedInUser(a.app);
    expect((await checkAuth(b, user.cookie)).statusCode).toBe(200);
    await deleteSessionById(a.app.db, user.sessionId);
    // B answers from memory (that is the cache at work) but only for the time to live.
    expect((await checkAuth(b, user.cookie)).statusCode).toBe(200);
    const took = await eventually(async () => (await checkAuth(b, user.cookie)).statusCode === 401, TTL_MS * 3);
    expect(took).toBeLessThanOrEqual(TTL_MS + BROADCAST_MS);
  });

  it('given a logout on one replica, the other refuses the session at once', async () => {
    const user = await signedInUser(a.app);
    expect((await checkAuth(b, user.cookie)).statusCode).toBe(200);
    expect((await checkAuth(b, user.cookie)).statusCode).toBe(200);
    expect((await call(a.app, { method: 'POST', url: '/api/logout', cookie: user.cookie })).statusCode).toBe(204);
    // Well inside the time to live: only the broadcast can have told B.
    await eventually(async () => (await checkAuth(b, user.cookie)).statusCode === 401, BROADCAST_MS);
  });

  it('given a profile edit on one replica, the other shows the new name at once', async () => {
    const user = await signedInUser(a.app);
    expect((await checkAuth(b, user.cookie)).json().user.full_name).toBe('Ada Lovelace');
    const edit = await call(a.app, { method: 'PATCH', url: '/api/me', cookie: user.cookie, payload: { full_name: 'Ada King' } });
    expect(edit.statusCode).toBe(200);
    await eventually(async () => (await checkAuth(b, user.cookie)).json().user.full_name === 'Ada King', BROADCAST_MS);
  });

  it('given "sign out everywhere else" on one replica, the other refuses the ended sessions at once', async () => {
    const user = await signedInUser(a.app);
    const other = await call(a.app, { method: 'POST', url: '/api/login', payload: { email: user.email, password: 'violet tractor lemonade' } });
    const otherCookie = other.cookies.map((c) => `${c.name}=${c.value}`).find((c) => c.includes('waypoint_session'))!;
    expect((await checkAuth(b, otherCookie)).statusCode).toBe(200);
    expect((await call(a.app, { method: 'DELETE', url: '/api/me/sessions', cookie: user.cookie })).json()).toEqual({ ended: 1 });
    await eventually(async () => (await checkAuth(b, otherCookie)).statusCode === 401, BROADCAST_MS);
    expect((await checkAuth(b, user.cookie)).statusCode).toBe(200);
  });
});
