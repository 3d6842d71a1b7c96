// Helpers for the public-site tests: a distinct client IP per test (the contact and newsletter routes are rate
// limited per IP), and reading mail as the SMTP server received it.
import type { FastifyInstance } from 'fastify';
import type { ReceivedMail } from '../helpers/smtp-sink';
import { call, solveRobotCheck } from '../accounts/helpers';

let ipCounter = 0;
/** A fresh client address, so one test's requests never count against another's rate limit. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export async function contactPayload(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  return { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', message: 'Hello team,\nI like the product.', altcha: await solveRobotCheck(app), ...overrides };
}

export function postContact(app: FastifyInstance, payload: unknown, ip: string, cookie?: string) {
  return call(app, { method: 'POST', url: '/api/contact', payload: payload as Record<string, unknown>, remoteAddress: ip, ...(cookie ? { cookie } : {}) });
}

export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The header block of a raw message (everything before the first empty line). */
export function headersOf(mail: ReceivedMail): string {
  return mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
}

export async function waitForMail(
  app: FastifyInstance,
  received: ReceivedMail[],
  match: (mail: ReceivedMail) => boolean,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await app.mailer.flush();
    const mail = received.find(match);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error('expected mail did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
