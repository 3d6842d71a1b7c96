// The public site (D30, D31): contact messages and the built-in newsletter's double opt-in subscriptions.
// Contact messages are kept even when the mail to the inbox fails (the outbox retries it); a signed-in
// sender's message links to the account, and the link is cleared (not the message) when the account goes.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('contact_messages_user_id_idx').on(table.userId), index('contact_messages_created_at_idx').on(table.createdAt)],
);

/**
 * One row per address (lower-cased). The confirmation token is stored as SHA-256 only, expires after 7 days and is
 * cleared when redeemed (single use). Unsubscribing deletes the row (and its unsubscribe tokens).
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Every mail to a subscriber carries its own unsubscribe link. Only hashes are stored, so a fresh token is issued
 * per mail (a stored hash cannot be turned back into a link); any of them removes the subscription.
 */
export const newsletterUnsubscribeTokens = pgTable(
  'newsletter_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('newsletter_unsubscribe_tokens_subscription_idx').on(table.subscriptionId)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
