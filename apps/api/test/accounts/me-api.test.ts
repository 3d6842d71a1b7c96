import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, sessions, users } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { PASSWORD, call, makeClock, sessionCookieOf, signedInUser } from './helpers';

const clock = makeClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  // A section registered the way other features will register theirs.
  t.app.userData.register('test_notes', async (_db, userId) => [{ owner: userId, note: 'hello' }]);
});
afterAll(async () => t?.close());

describe('/api/me', () => {
  it('requires a session (401)', async () => {
    for (const [method, url] of [['GET', '/api/me'], ['GET', '/api/me/sessions'], ['GET', '/api/me/export'], ['DELETE', '/api/me']] as const) {
      expect((await call(t.app, { method, url })).statusCode).toBe(401);
    }
  });

  it('reads and updates the profile with server-side validation', async () => {
    const { cookie } = await signedInUser(t.app);
    const bad = await call(t.app, { method: 'PATCH', url: '/api/me', cookie, payload: { linkedin_url: 'https://example.com/x' } });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'Please enter a valid LinkedIn profile URL.' });
    const ok = await call(t.app, {
      method: 'PATCH',
      url: '/api/me',
      cookie,
      payload: { full_name: 'Grace Hopper', linkedin_url: 'https://linkedin.com/in/grace', avatar_url: 'https://img.example/g.png' },
    });
    expect(ok.json()).toMatchObject({ full_name: 'Grace Hopper', initials: 'GH', linkedin_url: 'https://linkedin.com/in/grace', avatar_url: 'https://img.example/g.png' });
    const cleared = await call(t.app, { method: 'PATCH', url: '/api/me', cookie, payload: { avatar_url: '' } });
    expect(cleared.json()).toMatchObject({ avatar_url: null });

    const escape = await call(t.app, { method: 'PATCH', url: '/api/me', cookie, payload: { full_name: '\u0007\u001b[31mRED' } });
    expect(escape.statusCode).toBe(400);
    expect(escape.json().detail).toBe('Your full name must be one line of plain text.');
    const tooLong = await call(t.app, { method: 'PATCH', url: '/api/me', cookie, payload: { full_name: 'x'.repeat(121) } });
    expect(tooLong.json().detail).toBe('Your full name can be at most 120 characters.');
    expect((await call(t.app, { method: 'GET', url: '/api/me', cookie })).json()).toMatchObject({ full_name: 'Grace Hopper' });
    const emoji = await call(t.app, { method: 'PATCH', url: '/api/me', cookie, payload: { full_name: '😀' } });
    expect(emoji.json()).toMatchObject({ full_name: '😀', initials: '😀' });
  });

  it('changes the password only with the current one and ends every other session', async () => {
    const a = await signedInUser(t.app);
    const other = await call(t.app, { method: 'POST', url: '/api/login', payload: { email: a.email, password: PASSWORD } });
    const otherCookie = sessionCookieOf(other);
    const wrong = await call(t.app, { method: 'POST', url: '/api/me/password', cookie: a.cookie, payload: { current_password: 'nope nope', new_password: 'brand new passphrase 7' } });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const ok = await call(t.app, { method: 'POST', url: '/api/me/password', cookie: a.cookie, payload: { current_password: PASSWORD, new_password: 'brand new passphrase 7' } });
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/me', cookie: otherCookie })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/me', cookie: a.cookie })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/me', cookie: sessionCookieOf(ok) })).statusCode).toBe(200);
  });

  it('lists and ends only the user\'s own sessions; B can neither see nor end A\'s', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const second = await call(t.app, { method: 'POST', url: '/api/login', payload: { email: a.email, password: PASSWORD } });
    const secondId = (second.json() as { session_id: string }).session_id;
    const list = (await call(t.app, { method: 'GET', url: '/api/me/sessions', cookie: a.cookie })).json() as { session_id: string; current: boolean }[];
    expect(list.map((s) => s.session_id).sort()).toEqual([a.sessionId, secondId].sort());
    expect(list.find((s) => s.current)?.session_id).toBe(a.sessionId);
    const bList = (await call(t.app, { method: 'GET', url: '/api/me/sessions', cookie: b.cookie })).json() as { session_id: string }[];
    expect(bList.map((s) => s.session_id)).toEqual([b.sessionId]);
    const steal = await call(t.app, { method: 'DELETE', url: `/api/me/sessions/${secondId}`, cookie: b.cookie });
    expect(steal.statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/check-auth', cookie: sessionCookieOf(second) })).statusCode).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: `/api/me/sessions/${secondId}`, cookie: a.cookie })).statusCode).toBe(204);
    expect((await call(t.app, { method: 'GET', url: '/api/check-auth', cookie: sessionCookieOf(second) })).statusCode).toBe(401);
    const third = await call(t.app, { method: 'POST', url: '/api/login', payload: { email: a.email, password: PASSWORD } });
    const others = await call(t.app, { method: 'DELETE', url: '/api/me/sessions', cookie: a.cookie });
    expect(others.json()).toEqual({ ended: 1 });
    expect((await call(t.app, { method: 'GET', url: '/api/check-auth', cookie: sessionCookieOf(third) })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/check-auth', cookie: a.cookie })).statusCode).toBe(200);
  });

  it('exports all of the user\'s data as a download, and nothing of anyone else\'s', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const res = await call(t.app, { method: 'GET', url: '/api/me/export', cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="waypoint-data-.*\.json"$/);
    const body = res.json() as { data: Record<string, unknown> };
    // Other features register their own sections too; ours and the test's must be there.
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(['account', 'sessions', 'sign_in_providers', 'test_notes']));
    expect(body.data.account).toMatchObject({ user_id: a.userId, email: a.email });
    expect(body.data.test_notes).toEqual([{ owner: a.userId, note: 'hello' }]);
    const text = res.body;
    expect(text).not.toContain(b.userId);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain('argon2');
    expect(text).not.toMatch(/token_hash|tokenHash|password_hash/);
  });

  it('deletes the account and everything referencing it, with the password or right after signing in', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    clock.advance(11 * 60_000);
    const stale = await call(t.app, { method: 'DELETE', url: '/api/me', cookie: a.cookie, payload: {} });
    expect(stale.statusCode).toBe(403);
    const wrong = await call(t.app, { method: 'DELETE', url: '/api/me', cookie: a.cookie, payload: { password: 'not it at all' } });
    expect(wrong.statusCode).toBe(403);
    const ok = await call(t.app, { method: 'DELETE', url: '/api/me', cookie: a.cookie, payload: { password: PASSWORD } });
    expect(ok.statusCode).toBe(204);
    for (const table of [sessions, accountTokens]) {
      expect(await t.app.db.select().from(table).where(eq(table.userId, a.userId))).toHaveLength(0);
    }
    expect(await t.app.db.select().from(users).where(eq(users.id, a.userId))).toHaveLength(0);
    // Every foreign key to users cascades, so tables added later by other features follow too.
    const fks = await t.app.db.execute(sql`
      select c.conrelid::regclass::text as tbl, c.confdeltype as action from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'users'::regclass`);
    const rows = (Array.isArray(fks) ? fks : (fks as { rows: unknown[] }).rows) as { tbl: string; action: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.action !== 'c')).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: '/api/me', cookie: b.cookie })).statusCode).toBe(200);

    const fresh = await signedInUser(t.app);
    const quick = await call(t.app, { method: 'DELETE', url: '/api/me', cookie: fresh.cookie });
    expect(quick.body).toBe('');
    expect(quick.statusCode).toBe(204);
  });
});
