// The built-in newsletter (D31) used when no external service (NEWSLETTER_URL) is configured: double opt-in.
// Subscribing always answers the same way (no enumeration); only a new or still-unconfirmed address gets the
// confirmation mail, so the form cannot be used to flood a confirmed subscriber. Tokens are stored hashed.
import type { Db } from '../../db/client';
import {
  confirmSubscription,
  deleteSubscriptionByUnsubscribeToken,
  insertUnsubscribeToken,
  listConfirmedSubscriptions,
  upsertPendingSubscription,
} from '../../db/queries/site';
import { hashSecret, issueSecret, looksLikeSecret } from '../accounts/tokens';
import type { Mailer } from '../mail/mailer';

/** D31: a confirmation link lives 7 days. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const NEWSLETTER_CONFIRM_SUBJECT = 'Confirm your newsletter subscription';

export interface NewsletterServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
}

export function createNewsletterService(deps: NewsletterServiceDeps) {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const confirmLink = (token: string) => `${base}/api/newsletter/confirm/${token}`;
  const unsubscribeLink = (token: string) => `${base}/api/newsletter/unsubscribe/${token}`;

  /** A fresh unsubscribe link for one mail (only hashes are stored, so every mail gets its own). */
  async function newUnsubscribeLink(subscriptionId: string): Promise<string> {
    const { secret, hash } = issueSecret();
    await insertUnsubscribeToken(deps.db, { subscriptionId, tokenHash: hash, now: deps.clock() });
    return unsubscribeLink(secret);
  }

  function withUnsubscribeFooter(text: string, link: string): string {
    return `${text}\n\n--\nYou receive this because you subscribed to the Waypoint newsletter.\nUnsubscribe: ${link}\n`;
  }

  return {
    async subscribe(rawEmail: string): Promise<void> {
      const email = rawEmail.trim().toLowerCase();
      const now = deps.clock();
      const confirm = issueSecret();
      const row = await upsertPendingSubscription(deps.db, {
        email,
        confirmTokenHash: confirm.hash,
        confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS),
        now,
      });
      if (row.confirmedAt) return;
      const text = [
        'Please confirm that you want to receive the Waypoint newsletter:',
        '',
        confirmLink(confirm.secret),
        '',
        'The link works once and expires in 7 days. If you did not ask for this, ignore this mail: nothing happens.',
      ].join('\n');
      await deps.mailer.send({ to: email, subject: NEWSLETTER_CONFIRM_SUBJECT, text: withUnsubscribeFooter(text, await newUnsubscribeLink(row.id)) });
    },

    /** True when the link was valid (single use, not expired). */
    async confirm(token: string): Promise<boolean> {
      if (!looksLikeSecret(token)) return false;
      return Boolean(await confirmSubscription(deps.db, { tokenHash: hashSecret(token), now: deps.clock() }));
    },

    /** Removes the subscription; false when the token is unknown (e.g. already unsubscribed). */
    async unsubscribe(token: string): Promise<boolean> {
      if (!looksLikeSecret(token)) return false;
      return deleteSubscriptionByUnsubscribeToken(deps.db, { tokenHash: hashSecret(token) });
    },

    /** Mails every confirmed subscriber, each mail with its own unsubscribe link; returns how many were queued. */
    async sendToSubscribers(message: { subject: string; text: string }): Promise<number> {
      const subscribers = await listConfirmedSubscriptions(deps.db);
      for (const subscriber of subscribers) {
        const text = withUnsubscribeFooter(message.text, await newUnsubscribeLink(subscriber.id));
        await deps.mailer.send({ to: subscriber.email, subject: message.subject, text });
      }
      return subscribers.length;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
