import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonClassName, TextInput } from '@waypoint/ui';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useSiteConfig } from '../api/site-config';
import { homeCopy } from '../content';
import { isValidEmail } from './email';
import styles from './forms.module.css';

export interface NewsletterFormProps {
  onSubmit: (email: string) => void;
  pending: boolean;
  succeeded: boolean;
  failed: boolean;
  /** The server's reason when it gave one ('Too many requests; ...'), shown instead of the general failure text. */
  failureDetail?: string | null;
}

// Where the links in the newsletter mails land: /?newsletter=<outcome>#newsletter. Their texts load only then.
const OutcomeText = lazy(() => import('./newsletter-outcome').then((m) => ({ default: m.NewsletterOutcome })));

const neverChanges = () => () => {};

/**
 * The banner for the outcome of a confirmation or unsubscribe link, read from ?newsletter=. The home page is
 * prerendered without a query string, so the banner joins only after hydration: rendered during it, React found
 * markup the server never sent and threw the page away (error #418).
 */
export function NewsletterOutcomeBanner() {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(neverChanges, () => true, () => false);
  const outcome = hydrated ? params.get('newsletter') : null;
  if (!outcome) return null;
  return (
    <Suspense fallback={null}>
      <OutcomeText outcome={outcome} />
    </Suspense>
  );
}

/**
 * The newsletter subscription (D31). The API sends a confirmation email (double opt-in); when the operator
 * configured an external newsletter service (newsletterUrl), the form is replaced by a link to it.
 */
export function NewsletterForm({ onSubmit, pending, succeeded, failed, failureDetail = null }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const copy = homeCopy.newsletter;
  const externalUrl = useSiteConfig().data?.newsletterUrl ?? null;

  if (succeeded) return <Subscribed />;

  if (externalUrl) {
    return (
      <>
        <NewsletterOutcomeBanner />
        <a href={externalUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary', 'lg')} aria-label={`${copy.submit} (opens in a new tab)`}>
          {copy.submit}
        </a>
      </>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Prerendered page: an address typed before hydration is in the field, not yet in state.
    const typed = String(new FormData(event.currentTarget).get('email') ?? '');
    setEmail(typed);
    if (!isValidEmail(typed)) {
      setError(copy.invalidEmail);
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    onSubmit(typed.trim());
  };

  return (
    <>
    <NewsletterOutcomeBanner />
    <form className={styles.inline} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {copy.emailLabel}
        </label>
        <TextInput
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" loading={pending} className={styles.inlineButton}>
        {pending ? copy.submitting : copy.submit}
      </Button>
      {failed ? (
        <p className={styles.formError} role="alert">
          {failureDetail ?? copy.error}
        </p>
      ) : null}
    </form>
    </>
  );
}

/** Replaces the form once sent; it takes focus, since the button just pressed is gone with the form. */
function Subscribed() {
  const ref = useFocusOnMount<HTMLParagraphElement>(true);
  return (
    <p ref={ref} tabIndex={-1} className={styles.success} role="status">
      {homeCopy.newsletter.success}
    </p>
  );
}
