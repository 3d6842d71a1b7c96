// Storage of third-party sign-in (D14): pending authorization requests and linked identities. Kept next to the
// OIDC service (rather than in db/queries) because nothing else reads these tables except the data export.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcIdentities, oidcRequests, type OidcIdentityRow } from '../../db/schema/oidc';

export type OidcRequestRow = typeof oidcRequests.$inferSelect;

export async function insertOidcRequest(db: Db, request: OidcRequestRow & { now: Date }): Promise<void> {
  const { now, ...row } = request;
  // Housekeeping on write: abandoned flows leave rows behind; they are useless once expired.
  await db.delete(oidcRequests).where(lt(oidcRequests.expiresAt, now));
  await db.insert(oidcRequests).values(row);
}

/** Deletes and returns the request (single use: a second callback with the same handle finds nothing). */
export async function takeOidcRequest(db: Db, handleHash: string): Promise<OidcRequestRow | null> {
  const [row] = await db.delete(oidcRequests).where(eq(oidcRequests.handleHash, handleHash)).returning();
  return row ?? null;
}

export async function findOidcIdentity(db: Db, key: { issuer: string; subject: string }): Promise<OidcIdentityRow | null> {
  const [row] = await db
    .select()
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.issuer, key.issuer), eq(oidcIdentities.subject, key.subject)))
    .limit(1);
  return row ?? null;
}

/** Links (issuer, subject) to a user; when a concurrent callback linked it first, returns the existing link. */
export async function linkOidcIdentity(
  db: Db,
  link: { userId: string; issuer: string; subject: string; email: string | null; now: Date },
): Promise<OidcIdentityRow> {
  const [row] = await db
    .insert(oidcIdentities)
    .values({ userId: link.userId, issuer: link.issuer, subject: link.subject, email: link.email, createdAt: link.now })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const existing = await findOidcIdentity(db, link);
  if (!existing) throw new Error('identity link vanished during insert');
  return existing;
}
