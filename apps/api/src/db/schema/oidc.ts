// Third-party sign-in (D14): identities keyed by (issuer, subject), and the short-lived server-side record of an
// authorization request (state, nonce, PKCE verifier) that the callback must match.
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('oidc_identities_issuer_subject_key').on(table.issuer, table.subject)],
);

export const oidcRequests = pgTable('oidc_requests', {
  /** SHA-256 of the random handle kept in an HttpOnly cookie of the browser that started the flow. */
  handleHash: text('handle_hash').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type OidcIdentityRow = typeof oidcIdentities.$inferSelect;
