import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox, users } from '../../src/db/schema/index';
import { CONTACT_INBOX_TEST } from './constants';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startSmtpSink } from '../helpers/smtp-sink';
import { call, signedInUser, solveRobotCheck } from '../accounts/helpers';
import { contactPayload, decodeQuotedPrintable, freshIp, headersOf, postContact, waitForMail } from './site-helpers';

describe('POST /api/contact without SMTP (outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CONTACT_INBOX: CONTACT_INBOX_TEST });
  });
  afterAll(async () => t?.close());

  it('stores the trimmed message, queues one mail to the inbox with a fixed subject and answers 202', async () => {
    const res = await postContact(t.app, await contactPayload(t.app, { firstName: '  Grace ', email: ' grace@example.com ' }), freshIp());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true });
    const [stored] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, 'grace@example.com'));
    expect(stored).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', message: 'Hello team,\nI like the product.', userId: null });
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.to, CONTACT_INBOX_TEST));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New contact message');
    expect(mails[0]!.text).toContain('Email: grace@example.com');
    expect(mails[0]!.text).toContain('I like the product.');
    // The developer outbox shows it too (what the browser test reads).
    const list = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as { to: string }[];
    expect(list.some((m) => m.to === CONTACT_INBOX_TEST)).toBe(true);
  });

  it.each([
    ['empty first name', 'firstName', '', 'Please enter your first name'],
    ['blank first name', 'firstName', '   ', 'Please enter your first name'],
    ['101-character last name', 'lastName', 'x'.repeat(101), 'Your last name can be at most 100 characters'],
    ['address without @', 'email', 'not-an-email', 'Please enter a valid email address'],
    ['address without a dot', 'email', 'a@b', 'Please enter a valid email address'],
    ['blank message', 'message', '  ', 'Please enter a message'],
    ['5001-character message', 'message', 'y'.repeat(5001), 'Your message can be at most 5000 characters'],
  ])('refuses a %s with 400 and the rule text, storing nothing', async (_label, field, value, detail) => {
    const before = (await t.app.db.select().from(contactMessages)).length;
    const res = await postContact(t.app, await contactPayload(t.app, { [field]: value }), freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail });
    expect((await t.app.db.select().from(contactMessages)).length).toBe(before);
  });

  it('refuses a body with a field missing', async () => {
    const { message: _omitted, ...rest } = await contactPayload(t.app);
    const res = await postContact(t.app, rest, freshIp());
    expect(res.statusCode).toBe(400);
  });

  it('accepts a message of exactly 5000 characters and names of 100', async () => {
    const res = await postContact(t.app, await contactPayload(t.app, { firstName: 'a'.repeat(100), message: 'm'.repeat(5000) }), freshIp());
    expect(res.statusCode).toBe(202);
  });

  it('requires a solved robot check (missing, forged, replayed)', async () => {
    const ip = freshIp();
    const missing = { ...(await contactPayload(t.app)), altcha: undefined };
    expect((await postContact(t.app, missing, ip)).statusCode).toBe(400);
    const forged = await postContact(t.app, await contactPayload(t.app, { altcha: Buffer.from('{"signature":"x","salt":"y"}').toString('base64') }), ip);
    expect(forged.statusCode).toBe(428);
    expect(forged.json()).toMatchObject({ code: 'ROBOT_CHECK_REQUIRED' });
    const altcha = await solveRobotCheck(t.app);
    expect((await postContact(t.app, await contactPayload(t.app, { altcha }), ip)).statusCode).toBe(202);
    expect((await postContact(t.app, await contactPayload(t.app, { altcha }), ip)).statusCode).toBe(428);
  });

  it('refuses a POST from another origin (CSRF)', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/contact', payload: await contactPayload(t.app), headers: { origin: 'https://evil.example' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(403);
  });

  it('allows 5 messages per hour per IP, then 429 with Retry-After; another IP is unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await postContact(t.app, await contactPayload(t.app), ip)).statusCode).toBe(202);
    const limited = await postContact(t.app, await contactPayload(t.app), ip);
    expect(limited.statusCode).toBe(429);
    // The hour's window has just begun: both the header and the words say to come back in about an hour.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3540);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', detail: 'Too many requests. Please try again in 1 hour.' });
    expect((await postContact(t.app, await contactPayload(t.app), freshIp())).statusCode).toBe(202);
  });

  it("links a signed-in sender's message to the account, exports it, and deletes it with the account (D15)", async () => {
    const user = await signedInUser(t.app);
    const res = await postContact(t.app, await contactPayload(t.app, { email: user.email, message: 'From a member' }), freshIp(), user.cookie);
    expect(res.statusCode).toBe(202);
    const [stored] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.message, 'From a member'));
    expect(stored?.userId).toBe(user.userId);
    const exported = await t.app.userData.collect(t.app.db, user.userId);
    expect(exported.contact_messages).toEqual([expect.objectContaining({ message: 'From a member', email: user.email })]);
    await t.app.db.delete(users).where(eq(users.id, user.userId));
    expect(await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, stored!.id))).toEqual([]);
  });
});

describe('POST /api/contact over a real SMTP server', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });

  it('delivers the message to the inbox; a CR/LF injection attempt adds no header and no recipient', async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const t = await buildTestApp({ SMTP_URL: sink.url, CONTACT_INBOX: CONTACT_INBOX_TEST });
    cleanups.push(t.close);
    const ip = freshIp();

    // Header-bearing fields with CR/LF are refused outright.
    for (const [field, value] of [
      ['email', 'grace@example.com\r\nBcc: victim@evil.example'],
      ['firstName', 'Grace\r\nBcc: victim@evil.example'],
      ['lastName', 'Hopper\nSubject: Win a prize'],
    ] as const) {
      const res = await postContact(t.app, await contactPayload(t.app, { [field]: value }), ip);
      expect(res.statusCode, field).toBe(400);
    }
    // The message may span lines; its header-looking lines stay in the body.
    const injected = 'Hi\r\nBcc: victim@evil.example\r\nSubject: Win a prize\r\n\r\nbody';
    expect((await postContact(t.app, await contactPayload(t.app, { message: injected }), ip)).statusCode).toBe(202);

    const mail = await waitForMail(t.app, sink.received, (m) => m.to.includes(CONTACT_INBOX_TEST));
    expect(mail.to).toEqual([CONTACT_INBOX_TEST]);
    const headers = headersOf(mail);
    expect(headers).toMatch(/^Subject: New contact message$/m);
    expect(headers).not.toMatch(/evil|prize|grace@example\.com/i);
    expect(headers).not.toMatch(/^(Bcc|Cc|Reply-To):/im);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Email: grace@example.com');
    expect(body).toContain('Bcc: victim@evil.example');
    // Nothing else was sent anywhere.
    await t.app.mailer.flush();
    expect(sink.received.flatMap((m) => m.to)).toEqual([CONTACT_INBOX_TEST]);
  });

  it('given an SMTP server that fails first, keeps the message and delivers it exactly once when the server recovers', async () => {
    const sink = await startSmtpSink({ failFirst: 2 });
    cleanups.push(sink.close);
    const t = await buildTestApp({ SMTP_URL: sink.url, CONTACT_INBOX: CONTACT_INBOX_TEST, MAIL_RETRY_BASE_MS: 50 });
    cleanups.push(t.close);
    const res = await postContact(t.app, await contactPayload(t.app, { message: 'Please do not lose me' }), freshIp());
    expect(res.statusCode).toBe(202);

    // The first attempt fails: the message is stored, and the mail waits in the outbox with the error.
    const deadline = Date.now() + 10_000;
    let pending;
    for (;;) {
      [pending] = await t.app.db.select().from(outbox).where(eq(outbox.to, CONTACT_INBOX_TEST));
      if (pending?.lastError || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(pending?.lastError).toBeTruthy();
    expect(pending?.sentAt).toBeNull();
    expect(await t.app.db.select().from(contactMessages).where(eq(contactMessages.message, 'Please do not lose me'))).toHaveLength(1);

    const mail = await waitForMail(t.app, sink.received, (m) => decodeQuotedPrintable(m.raw).includes('Please do not lose me'));
    expect(mail.to).toEqual([CONTACT_INBOX_TEST]);
    expect(sink.attempts).toBeGreaterThanOrEqual(3);
    const [sent] = await t.app.db.select().from(outbox).where(eq(outbox.to, CONTACT_INBOX_TEST));
    expect(sent?.sentAt).not.toBeNull();
    await t.app.mailer.flush();
    expect(sink.received).toHaveLength(1);
  });
});
