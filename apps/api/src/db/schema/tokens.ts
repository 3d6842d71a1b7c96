// One-time email tokens (confirmation, password reset, email change), login/throttle counters and spent robot-check
// solutions. Tokens are stored as SHA-256 only and redeemed atomically (UPDATE ... WHERE used_at IS NULL RETURNING).
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'email_confirmation' | 'password_reset' | 'email_change' */
    purpose: text('purpose').notNull(),
    /** For 'email_change': the address the account moves to once the link sent there is opened. */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_tokens_user_id_idx').on(table.userId)],
);

/** Fixed-window failure counters keyed like 'login-account:<email>' or 'login-ip:<ip>'. */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Robot-check solutions already used, so one solved challenge cannot be replayed until it expires. */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_challenges_expires_at_idx').on(table.expiresAt)],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
