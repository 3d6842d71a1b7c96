import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index';
import { createMailer } from '../../src/services/mail/mailer';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createTestDatabase } from '../helpers/test-database';
import pino from 'pino';

async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function app(overrides: Parameters<typeof buildTestApp>[0] = {}): Promise<TestApp> {
  const t = await buildTestApp(overrides);
  cleanups.push(t.close);
  return t;
}

describe('mail without SMTP_URL (outbox only)', () => {
  it('keeps messages in the outbox and lists them newest first at GET /api/dev/outbox', async () => {
    const t = await app();
    await t.app.mailer.send({ to: 'ada@example.com', subject: 'First', text: 'one' });
    await t.app.mailer.send({ to: 'bob@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { to: string; subject: string; text: string; html: string | null; created_at: string }[];
    expect(list.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ to: 'bob@example.com', text: 'two', html: '<p>two</p>' });
    expect(Number.isNaN(Date.parse(list[0]!.created_at))).toBe(false);
  });

  it('has no dev outbox route in production', async () => {
    // Production turns on event-loop load shedding (1 s, on PostgreSQL): on a crowded CI machine the loop can stall
    // that long while the app loads, and the route would answer 503 OVERLOADED before it could answer 404.
    const t = await app({ NODE_ENV: 'production', PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('mail over SMTP', () => {
  it('delivers a stored message and marks it sent; the dev route does not exist', async () => {
    const smtp = await startSmtpSink();
    cleanups.push(smtp.close);
    const t = await app({ SMTP_URL: smtp.url });
    const { id } = await t.app.mailer.send({ to: 'ada@example.com', subject: 'Welcome', text: 'Hello Ada' });
    await eventually(() => (smtp.received.length === 1 ? true : undefined));
    expect(smtp.received[0]!.to).toEqual(['ada@example.com']);
    expect(smtp.received[0]!.raw).toContain('Subject: Welcome');
    const [row] = await eventually(async () => {
      const rows = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
      return rows[0]?.sentAt ? rows : undefined;
    });
    expect(row?.attempts).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('given a server that fails the first attempts, retries with backoff and delivers exactly once', async () => {
    const smtp = await startSmtpSink({ failFirst: 2 });
    cleanups.push(smtp.close);
    const t = await app({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: 100 });
    const { id } = await t.app.mailer.send({ to: 'ada@example.com', subject: 'Retry me', text: 'persist' });
    // The failed attempts leave the message stored, with the error and a later next attempt.
    const failed = await eventually(async () => {
      const [r] = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
      return r && r.attempts >= 1 && r.lastError ? r : undefined;
    });
    expect(failed.sentAt).toBeNull();
    // The worker polls every few seconds; flush() makes the due retries happen now.
    const sent = await eventually(async () => {
      await t.app.mailer.flush();
      const [r] = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
      return r?.sentAt ? r : undefined;
    });
    expect(sent.attempts).toBe(3);
    expect(smtp.attempts).toBe(3);
    expect(smtp.received).toHaveLength(1);
  });

  it('given two workers on one database, never sends a message twice', async () => {
    const smtp = await startSmtpSink();
    cleanups.push(smtp.close);
    const testDb = await createTestDatabase();
    cleanups.push(testDb.drop);
    await testDb.database.migrate();
    const log = pino({ level: 'silent' });
    // Messages are stored while no worker runs (no SMTP), then two SMTP workers race for them.
    const storer = createMailer({ db: testDb.database.db, log, from: 'test@waypoint.local' });
    for (let i = 0; i < 30; i++) await storer.send({ to: `user${i}@example.com`, subject: `m${i}`, text: 'x' });
    const a = createMailer({ db: testDb.database.db, log, from: 'test@waypoint.local', smtpUrl: smtp.url, pollIntervalMs: 60_000 });
    const b = createMailer({ db: testDb.database.db, log, from: 'test@waypoint.local', smtpUrl: smtp.url, pollIntervalMs: 60_000 });
    cleanups.push(async () => void (await Promise.all([a.close(), b.close()])));
    const [sentA, sentB] = await Promise.all([a.flush(), b.flush()]);
    await eventually(() => (smtp.received.length >= 30 ? true : undefined));
    expect((sentA ?? 0) + (sentB ?? 0)).toBe(30);
    const recipients = smtp.received.flatMap((m) => m.to);
    expect(new Set(recipients).size).toBe(30);
    expect(recipients).toHaveLength(30);
  });
});
