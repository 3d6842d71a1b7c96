// Accounts. Every table that holds something a user created references users.id with ON DELETE CASCADE, so
// deleting the row (D15, "delete my account") removes everything that belongs to the user.
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed (the API normalises before writing). */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** argon2id PHC string; null for accounts that only sign in with an OpenID provider. */
    passwordHash: text('password_hash'),
    linkedinUrl: text('linkedin_url'),
    avatarUrl: text('avatar_url'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
