import { describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS } from '@waypoint/domain';
import { burnVerification, checkPasswordPolicy, hashPassword, verifyPassword } from '../../src/services/accounts/passwords';
import { hashSecret, issueSecret, looksLikeSecret } from '../../src/services/accounts/tokens';
import { cookieOptions, cookiePolicy, sessionState } from '../../src/services/accounts/session-policy';
import { createRobotCheck } from '../../src/services/accounts/altcha';
import { medianDurations } from '../helpers/timing';
import { confirmationEmail, resetEmail } from '../../src/services/accounts/emails';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapl')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('burns about as long as a real verification, so timing does not reveal unknown addresses', async () => {
    const stored = await hashPassword('another long passphrase');
    await burnVerification('warm-up');
    // The work, not the wall time: on a crowded CI machine wall time swings by 2x between runs of the same hash.
    const took = await medianDurations(
      () => verifyPassword(stored, 'wrong guess here'),
      () => burnVerification('wrong guess here'),
      { clock: 'cpu', runs: 7 },
    );
    expect(took.second).toBeGreaterThan(took.first * 0.5);
    expect(took.second).toBeLessThan(took.first * 2);
  });

  it('refuses short, long, common and guessable passwords with a helpful message', () => {
    expect(checkPasswordPolicy('short')).toEqual({ ok: false, message: 'Password too short' });
    expect(checkPasswordPolicy('a'.repeat(129))).toMatchObject({ ok: false });
    expect(checkPasswordPolicy('password123')).toMatchObject({ ok: false, message: expect.stringContaining('most common') });
    expect(checkPasswordPolicy('aaaaaaaaaa')).toMatchObject({ ok: false, message: expect.stringContaining('too easy to guess') });
    expect(checkPasswordPolicy('JaneDoe1985', ['Jane Doe', 'jane@example.com'])).toEqual({
      ok: false,
      message:
        'This password is too easy to guess. It contains your name or email address. Add more words that are less common. A few unrelated words together make a strong password.',
    });
    expect(checkPasswordPolicy('violet tractor lemonade')).toEqual({ ok: true });
  });
});

describe('secrets', () => {
  it('issues 256-bit url-safe secrets and stores only their SHA-256', () => {
    const a = issueSecret();
    const b = issueSecret();
    expect(a.secret).not.toBe(b.secret);
    expect(looksLikeSecret(a.secret)).toBe(true);
    expect(Buffer.from(a.secret, 'base64url')).toHaveLength(32);
    expect(a.hash).toBe(hashSecret(a.secret));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.secret);
    expect(looksLikeSecret('../../etc/passwd')).toBe(false);
  });
});

describe('session policy', () => {
  const created = new Date('2030-01-01T08:00:00Z');
  it('expires after 30 idle minutes and after 12 hours in any case', () => {
    const at = (ms: number) => new Date(created.getTime() + ms);
    expect(sessionState({ createdAt: created, lastSeenAt: created }, at(IDLE_TIMEOUT_MS - 1000))).toBe('active');
    expect(sessionState({ createdAt: created, lastSeenAt: created }, at(IDLE_TIMEOUT_MS + 1000))).toBe('idle-expired');
    const recent = at(SESSION_MAX_AGE_MS);
    expect(sessionState({ createdAt: created, lastSeenAt: recent }, at(SESSION_MAX_AGE_MS + 1000))).toBe('absolute-expired');
  });

  it('uses a Secure __Host- cookie over https only', () => {
    expect(cookiePolicy('https://waypoint.example')).toEqual({ name: '__Host-waypoint_session', secure: true });
    expect(cookiePolicy('http://localhost:3000')).toEqual({ name: 'waypoint_session', secure: false });
    expect(cookieOptions({ name: 'x', secure: true }, created, created)).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: 12 * 3600 });
  });
});

describe('robot check', () => {
  const clock = { now: new Date('2030-01-01T00:00:00Z') };
  const check = createRobotCheck({ hmacKey: 'test-key', maxNumber: 2000, ttlMs: 60_000, clock: () => clock.now });

  async function solve() {
    const challenge = await check.challenge();
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    expect(solution).not.toBeNull();
    const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution!.number, salt: challenge.salt, signature: challenge.signature };
    return { payload, encoded: Buffer.from(JSON.stringify(payload)).toString('base64') };
  }

  it('accepts a solved challenge and returns its signature', async () => {
    const { payload, encoded } = await solve();
    expect(await check.verify(encoded)).toBe(payload.signature);
  });

  it('refuses a wrong answer, a forged signature, garbage and an expired challenge', async () => {
    const { payload } = await solve();
    const encode = (p: object) => Buffer.from(JSON.stringify(p)).toString('base64');
    expect(await check.verify(encode({ ...payload, number: payload.number + 1 }))).toBeNull();
    expect(await check.verify(encode({ ...payload, signature: '0'.repeat(64) }))).toBeNull();
    expect(await check.verify('%%%')).toBeNull();
    expect(await check.verify(undefined)).toBeNull();
    const later = new Date(clock.now.getTime() + 61_000);
    const expiredCheck = createRobotCheck({ hmacKey: 'test-key', maxNumber: 2000, ttlMs: 60_000, clock: () => later });
    expect(await expiredCheck.verify(encode(payload))).toBeNull();
  });
});

describe('emails', () => {
  it('links to the SPA screens under PUBLIC_URL, in text and HTML, escaping names', () => {
    const mail = confirmationEmail('https://waypoint.example/', '<Jane>', 'tok123');
    expect(mail.text).toContain('https://waypoint.example/email-confirmation/tok123');
    expect(mail.html).toContain('href="https://waypoint.example/email-confirmation/tok123"');
    expect(mail.html).toContain('&lt;Jane&gt;');
    expect(resetEmail('http://localhost:3000', 'Jane', 'abc').text).toContain('http://localhost:3000/reset-password/abc');
  });

  it('is a whole HTML document: language, character set and the subject as its title', () => {
    const mail = resetEmail('http://localhost:3000', 'José', 'abc');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(mail.html).toContain('<title>Reset your password</title></head><body');
    expect(mail.html).toContain('<p>Hello José,</p>');
  });
});
