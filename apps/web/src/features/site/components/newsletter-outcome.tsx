// The outcome of a newsletter confirm or unsubscribe link (see the API's newsletter routes), loaded only when one lands.
import styles from './forms.module.css';

const OUTCOMES = {
  confirmed: 'Your subscription is confirmed. Welcome aboard!',
  unsubscribed: 'You are unsubscribed. You will not receive the newsletter any more.',
  invalid: 'This link is no longer valid (it may have expired or been used already). Please subscribe again below.',
} as const;

export function NewsletterOutcome({ outcome }: { outcome: string }) {
  if (outcome !== 'confirmed' && outcome !== 'unsubscribed' && outcome !== 'invalid') return null;
  return (
    <p className={outcome === 'invalid' ? styles.formError : styles.success} role="status">
      {OUTCOMES[outcome]}
    </p>
  );
}
