import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { outbox, type OutboxRow } from '../schema/outbox';

export interface NewOutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values({ ...message, html: message.html ?? null }).returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

/** Newest first, for the development outbox page. */
export function listOutboxMessages(db: Db, params: { limit: number }): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(params.limit);
}

/**
 * Claims up to `limit` unsent messages that are due, pushing their next attempt `leaseMs` into the future so no
 * other worker (replica) picks them while this one sends. SKIP LOCKED makes concurrent claims disjoint; a worker
 * that dies mid-send simply lets the lease expire and the message is retried.
 */
export async function claimDueOutboxMessages(db: Db, params: { limit: number; leaseMs: number }): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(params.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${params.leaseMs / 1000})` })
      .where(inArray(outbox.id, due.map((row) => row.id)))
      .returning();
  });
}

export async function markOutboxSent(db: Db, params: { id: string }): Promise<void> {
  await db.update(outbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(outbox.id, params.id));
}

export async function markOutboxFailed(db: Db, params: { id: string; error: string; retryInMs: number }): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: params.error.slice(0, 1000), nextAttemptAt: sql`now() + make_interval(secs => ${params.retryInMs / 1000})` })
    .where(eq(outbox.id, params.id));
}
