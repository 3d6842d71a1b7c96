// Outgoing mail. A message is stored before it is sent so a failing SMTP server loses nothing; the mail worker
// claims due rows with FOR UPDATE SKIP LOCKED so several replicas never send one message twice.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_pending_idx').on(table.sentAt, table.nextAttemptAt), index('outbox_created_at_idx').on(table.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
