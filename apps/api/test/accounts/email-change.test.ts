// Moving an account to another email address: asked for with the password, completed by the link sent to the new
// address, told to the old one; never revealing whether the new address has an account (D9).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { PASSWORD, call, latestMailTo, mailsTo, makeClock, signedInUser, uniqueEmail } from './helpers';

const clock = makeClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
});
afterAll(async () => t?.close());

// Each request from its own address, so the route's hourly limit (tested last) stays out of the other tests' way.
let addresses = 0;
const ask = (cookie: string, payload: unknown, remoteAddress = `10.1.0.${++addresses}`) =>
  call(t.app, { method: 'POST', url: '/api/me/email', cookie, payload: payload as object, remoteAddress });
const redeem = (token: string) => call(t.app, { method: 'POST', url: `/api/email-change/${token}` });
const changeToken = (text: string) => {
  const match = /\/email-change\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no email-change link in mail');
  return match[1];
};

describe('changing the email address', () => {
  it('moves the account once the link sent to the new address is opened, and tells the old address', async () => {
    const alice = await signedInUser(t.app);
    const next = uniqueEmail('new');
    const asked = await ask(alice.cookie, { email: `  ${next.toUpperCase()} `, password: PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ pending_email: next });
    // Until the link is opened the account keeps its address, and says which one it is waiting for.
    expect((await call(t.app, { method: 'GET', url: '/api/me', cookie: alice.cookie })).json()).toMatchObject({ email: alice.email, pending_email: next });
    const link = await latestMailTo(t.app, next);
    expect(link?.subject).toBe('Confirm your new email address');

    const done = await redeem(changeToken(link!.text));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: next });
    expect((await call(t.app, { method: 'GET', url: '/api/me', cookie: alice.cookie })).json()).toMatchObject({ email: next, pending_email: null });
    // The session already open sees the new address at once (no stale cached copy).
    expect((await call(t.app, { method: 'GET', url: '/api/check-auth', cookie: alice.cookie })).json().user.email).toBe(next);
    const told = await latestMailTo(t.app, alice.email);
    expect(told?.subject).toBe('Your email address was changed');
    expect(told?.text).toContain(`changed to ${next}`);
    expect((await call(t.app, { method: 'POST', url: '/api/login', payload: { email: next, password: PASSWORD } })).statusCode).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/login', payload: { email: alice.email, password: PASSWORD } })).statusCode).toBe(401);

    const again = await redeem(changeToken(link!.text));
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_USED');

    // "Download my data" holds the change, and no secret of its link.
    const exported = (await call(t.app, { method: 'GET', url: '/api/me/export', cookie: alice.cookie })).json();
    expect(exported.data.account.email).toBe(next);
    expect(exported.data.email_changes).toEqual([{ new_email: next, asked_at: expect.any(String), expires_at: expect.any(String), closed_at: expect.any(String) }]);
  });

  it('answers the same for an address that has an account, whose owner hears that someone tried', async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const before = (await mailsTo(t.app, bob.email)).length;
    const asked = await ask(alice.cookie, { email: bob.email, password: PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ pending_email: bob.email });
    const mails = await mailsTo(t.app, bob.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe('Someone tried to move an account to your email address');
    expect(mails.at(-1)?.text).not.toMatch(/email-change\//);
    expect((await call(t.app, { method: 'GET', url: '/api/me', cookie: alice.cookie })).json().email).toBe(alice.email);
  });

  it('refuses a wrong or missing password, the same address and a malformed one, sending nothing', async () => {
    const alice = await signedInUser(t.app);
    const next = uniqueEmail('never');
    const cases: [unknown, number, string, string][] = [
      [{ email: next, password: 'not my password' }, 400, 'WRONG_PASSWORD', 'The password is not correct.'],
      [{ email: next, password: '' }, 400, 'VALIDATION_FAILED', 'Please enter your password.'],
      [{ email: next }, 400, 'VALIDATION_FAILED', 'Please enter your password.'],
      [{ email: alice.email.toUpperCase(), password: PASSWORD }, 400, 'SAME_EMAIL', 'That is already your email address.'],
      [{ email: 'not an address', password: PASSWORD }, 400, 'VALIDATION_FAILED', 'Please enter a valid email address'],
    ];
    for (const [payload, status, code, detail] of cases) {
      const res = await ask(alice.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ code, detail });
    }
    expect(await mailsTo(t.app, next)).toHaveLength(0);
  });

  it('needs a session, and tells an account that only signs in with Google how to get a password first', async () => {
    expect((await ask('', { email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(401);
    const google = await signedInUser(t.app);
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, google.userId));
    const res = await ask(google.cookie, { email: uniqueEmail(), password: 'anything at all' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_NOT_SET', detail: expect.stringContaining('Forgot your password?') });
  });

  it('keeps only the newest link, which lasts 24 hours; a made-up link is not valid', async () => {
    const alice = await signedInUser(t.app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await ask(alice.cookie, { email: first, password: PASSWORD });
    await ask(alice.cookie, { email: second, password: PASSWORD });
    const retired = await redeem(changeToken((await latestMailTo(t.app, first))!.text));
    expect(retired.json().code).toBe('TOKEN_USED');

    clock.advance(24 * 3600 * 1000 + 1000);
    try {
      const late = await redeem(changeToken((await latestMailTo(t.app, second))!.text));
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'TOKEN_EXPIRED', detail: 'This email change link has expired. Please ask for a new link.' });
    } finally {
      clock.advance(-(24 * 3600 * 1000 + 1000));
    }
    const madeUp = await redeem('x'.repeat(43));
    expect(madeUp.json().code).toBe('TOKEN_INVALID');
    expect((await call(t.app, { method: 'GET', url: '/api/me', cookie: alice.cookie })).json().email).toBe(alice.email);
  });

  it('keeps the old address when another account took the new one after the link was sent', async () => {
    const alice = await signedInUser(t.app);
    const contested = uniqueEmail('contested');
    await ask(alice.cookie, { email: contested, password: PASSWORD });
    const link = changeToken((await latestMailTo(t.app, contested))!.text);
    await signedInUser(t.app, contested);
    const res = await redeem(link);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', detail: 'Another account has taken this email address since the link was sent, so your address stays as it was.' });
    expect((await call(t.app, { method: 'GET', url: '/api/me', cookie: alice.cookie })).json().email).toBe(alice.email);
  });

  it('takes at most 10 requests an hour from one address', async () => {
    const alice = await signedInUser(t.app);
    for (let i = 0; i < 10; i += 1) expect((await ask(alice.cookie, { email: uniqueEmail(), password: PASSWORD }, '10.2.0.1')).statusCode).toBe(202);
    const refused = await ask(alice.cookie, { email: uniqueEmail(), password: PASSWORD }, '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
