import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  contactMessages,
  newsletterSubscriptions,
  newsletterUnsubscribeTokens,
  type ContactMessageRow,
  type NewsletterSubscriptionRow,
} from '../schema/site';

export interface NewContactMessage {
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  ip: string | null;
  createdAt: Date;
}

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

export function listContactMessagesOfUser(db: Db, userId: string): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).where(eq(contactMessages.userId, userId)).orderBy(asc(contactMessages.createdAt));
}

export async function findSubscriptionByEmail(db: Db, email: string): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).limit(1);
  return row;
}

/**
 * Creates the subscription or, while it is still unconfirmed, replaces its confirmation token (the newest link
 * wins). A confirmed subscription is left alone; the caller learns which case it was from `confirmedAt`.
 */
export async function upsertPendingSubscription(
  db: Db,
  params: { email: string; confirmTokenHash: string; confirmExpiresAt: Date; now: Date },
): Promise<NewsletterSubscriptionRow> {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: params.email, confirmTokenHash: params.confirmTokenHash, confirmExpiresAt: params.confirmExpiresAt, createdAt: params.now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { confirmTokenHash: params.confirmTokenHash, confirmExpiresAt: params.confirmExpiresAt },
      setWhere: isNull(newsletterSubscriptions.confirmedAt),
    })
    .returning();
  return row ?? (await findSubscriptionByEmail(db, params.email))!;
}

/** Redeems a confirmation token atomically: single use, before its expiry. Undefined when invalid. */
export async function confirmSubscription(db: Db, params: { tokenHash: string; now: Date }): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: params.now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, params.tokenHash),
        isNotNull(newsletterSubscriptions.confirmExpiresAt),
        gt(newsletterSubscriptions.confirmExpiresAt, params.now),
      ),
    )
    .returning();
  return row;
}

export async function insertUnsubscribeToken(db: Db, params: { subscriptionId: string; tokenHash: string; now: Date }): Promise<void> {
  await db.insert(newsletterUnsubscribeTokens).values({ subscriptionId: params.subscriptionId, tokenHash: params.tokenHash, createdAt: params.now });
}

/** Deletes the subscription an unsubscribe token belongs to (its tokens go with it); false when unknown. */
export async function deleteSubscriptionByUnsubscribeToken(db: Db, params: { tokenHash: string }): Promise<boolean> {
  const [token] = await db
    .select({ subscriptionId: newsletterUnsubscribeTokens.subscriptionId })
    .from(newsletterUnsubscribeTokens)
    .where(eq(newsletterUnsubscribeTokens.tokenHash, params.tokenHash))
    .limit(1);
  if (!token) return false;
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, token.subscriptionId));
  return true;
}

export function listConfirmedSubscriptions(db: Db): Promise<NewsletterSubscriptionRow[]> {
  return db.select().from(newsletterSubscriptions).where(isNotNull(newsletterSubscriptions.confirmedAt)).orderBy(asc(newsletterSubscriptions.createdAt));
}
