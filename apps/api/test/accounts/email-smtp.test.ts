import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startSmtpSink } from '../helpers/smtp-sink';
import { PASSWORD, call, linkToken, signUp, solveRobotCheck, uniqueEmail } from './helpers';

// The mail travels through a real SMTP server started here; the test reads the link from the received message
// (MIME, quoted-printable) exactly as a mail client would show it.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function receivedBy(address: string, subject: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await t.app.mailer.flush();
    const mail = sink.received.find((m) => m.to.includes(address) && decodeQuotedPrintable(m.raw).includes(subject));
    if (mail) return decodeQuotedPrintable(mail.raw);
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('account emails over SMTP', () => {
  it('the link in the received confirmation mail confirms the account; the reset mail resets the password', async () => {
    const email = uniqueEmail('smtp');
    expect((await signUp(t.app, email)).statusCode).toBe(201);
    const confirmation = await receivedBy(email, 'Confirm your email address');
    expect(confirmation).toContain('http://localhost:3000/email-confirmation/');
    const confirm = await call(t.app, { method: 'GET', url: `/api/confirm-email/${linkToken(confirmation, 'email-confirmation')}/` });
    expect(confirm.statusCode).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } })).statusCode).toBe(200);

    await call(t.app, { method: 'POST', url: '/api/reset-password/', payload: { email, altcha: await solveRobotCheck(t.app) } });
    const reset = await receivedBy(email, 'Reset your password');
    const newPassword = 'copper meadow whistle 9';
    const res = await call(t.app, { method: 'POST', url: `/api/reset-password/${linkToken(reset, 'reset-password')}/`, payload: { new_password: newPassword } });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/login', payload: { email, password: newPassword } })).statusCode).toBe(200);
    await receivedBy(email, 'Your password was changed');
  });
});
