// Mail goes through the outbox table first (stored before it is sent), then a worker delivers it over SMTP with
// exponential backoff. Without SMTP_URL, messages stay in the outbox for the developer to read.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { claimDueOutboxMessages, insertOutboxMessage, markOutboxFailed, markOutboxSent } from '../../db/queries/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the message (durably) and schedules its delivery; resolves once stored, not once sent. */
  send(message: MailMessage): Promise<{ id: string }>;
  /** Delivers every due message now (used by tests and the worker loop); returns how many were sent. */
  flush(): Promise<number>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  smtpUrl?: string;
  /** First retry delay; doubles per attempt up to maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  pollIntervalMs?: number;
  /** How long a claimed message is reserved for the worker that claimed it. */
  leaseMs?: number;
}

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, log, from, smtpUrl } = options;
  const retryBaseMs = options.retryBaseMs ?? 2_000;
  const maxRetryMs = options.maxRetryMs ?? 3_600_000;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  let closed = false;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const batch = await claimDueOutboxMessages(db, { limit: 10, leaseMs });
      if (batch.length === 0) return sent;
      for (const row of batch) {
        try {
          await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
          await markOutboxSent(db, { id: row.id });
          sent += 1;
        } catch (error) {
          const retryInMs = retryDelayMs(row.attempts, retryBaseMs, maxRetryMs);
          log.warn({ outbox_id: row.id, attempts: row.attempts, retry_in_ms: retryInMs, err: error }, 'mail delivery failed; will retry');
          await markOutboxFailed(db, { id: row.id, error: error instanceof Error ? error.message : String(error), retryInMs });
        }
      }
    }
  }

  // One delivery pass at a time per process; concurrent callers share it.
  function flush(): Promise<number> {
    if (!running) running = deliverDue().finally(() => (running = undefined));
    return running;
  }

  function tick() {
    if (closed) return;
    flush()
      .catch((error: unknown) => log.error({ err: error }, 'mail worker pass failed'))
      .finally(() => {
        if (!closed) timer = setTimeout(tick, pollIntervalMs).unref();
      });
  }

  if (transport) timer = setTimeout(tick, 0).unref();

  return {
    async send(message) {
      const row = await insertOutboxMessage(db, message);
      if (transport && !closed) void flush().catch((error: unknown) => log.error({ err: error }, 'mail delivery pass failed'));
      return { id: row.id };
    },
    flush,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
}
