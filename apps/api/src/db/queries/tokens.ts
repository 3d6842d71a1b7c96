import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accountTokens, authThrottles, spentChallenges, type AccountTokenRow } from '../schema/tokens';

export async function insertAccountToken(
  db: Db,
  token: { userId: string; purpose: string; tokenHash: string; expiresAt: Date; now: Date; newEmail?: string },
): Promise<void> {
  await db.insert(accountTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    newEmail: token.newEmail ?? null,
    expiresAt: token.expiresAt,
    createdAt: token.now,
  });
}

/**
 * Marks the token used if it exists, has this purpose, is unused and not expired, in one statement: of any number
 * of concurrent redemptions exactly one gets the row back.
 */
export async function redeemAccountToken(db: Db, params: { tokenHash: string; purpose: string; now: Date }): Promise<AccountTokenRow | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(accountTokens.tokenHash, params.tokenHash),
        eq(accountTokens.purpose, params.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, params.now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Why a token could not be redeemed (for the user-facing message): unknown, used or expired. */
export async function findAccountToken(db: Db, params: { tokenHash: string; purpose: string }): Promise<AccountTokenRow | null> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, params.tokenHash), eq(accountTokens.purpose, params.purpose)))
    .limit(1);
  return row ?? null;
}

/** The addresses a user asked to move the account to, oldest first (for "download my data"). */
export async function listEmailChanges(db: Db, userId: string): Promise<AccountTokenRow[]> {
  return db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'email_change')))
    .orderBy(accountTokens.createdAt);
}

/** The address a link sent and not yet opened would move the account to (the newest; older ones are retired). */
export async function pendingEmailChange(db: Db, params: { userId: string; now: Date }): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(eq(accountTokens.userId, params.userId), eq(accountTokens.purpose, 'email_change'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, params.now)),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** A new link supersedes older unused ones of the same purpose. */
export async function invalidateUserTokens(db: Db, params: { userId: string; purpose: string; now: Date }): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: params.now })
    .where(and(eq(accountTokens.userId, params.userId), eq(accountTokens.purpose, params.purpose), isNull(accountTokens.usedAt)));
}

/** Adds one to a fixed-window counter (restarting it when the window is over); returns the new count and start. */
export async function bumpThrottle(db: Db, params: { key: string; now: Date; windowMs: number }): Promise<{ count: number; windowStartedAt: Date }> {
  const windowStart = new Date(params.now.getTime() - params.windowMs);
  const [row] = await db
    .insert(authThrottles)
    .values({ key: params.key, count: 1, windowStartedAt: params.now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        count: sql`case when ${authThrottles.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${authThrottles.count} + 1 end`,
        windowStartedAt: sql`case when ${authThrottles.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${params.now.toISOString()}::timestamptz else ${authThrottles.windowStartedAt} end`,
      },
    })
    .returning();
  if (!row) throw new Error('throttle upsert returned no row');
  return { count: row.count, windowStartedAt: row.windowStartedAt };
}

/** The counters of these keys still inside their window. */
export async function readThrottles(db: Db, params: { keys: string[]; now: Date; windowMs: number }) {
  const windowStart = new Date(params.now.getTime() - params.windowMs);
  if (params.keys.length === 0) return [];
  return db
    .select()
    .from(authThrottles)
    .where(and(inArray(authThrottles.key, params.keys), gt(authThrottles.windowStartedAt, windowStart)));
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

/** Records a robot-check solution as used; false when it was already spent (a replay). */
export async function spendChallenge(db: Db, params: { signature: string; expiresAt: Date; now: Date }): Promise<boolean> {
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, params.now));
  const rows = await db
    .insert(spentChallenges)
    .values({ signature: params.signature, expiresAt: params.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature });
  return rows.length > 0;
}
