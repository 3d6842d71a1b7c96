// D2: after signing in, results made anonymously on this browser are offered for saving (one click), never
// uploaded silently. "Not now" keeps them in the browser; "Discard" forgets them.
import { useEffect, useRef, useState } from 'react';
import { Banner, Button } from '@waypoint/ui';
import { useImportResults } from '../api/assessment-api';
import { clearAnonymousResults, discardAnonymousResults, loadAnonymousResults } from '../model/local-progress';
import { toImportBody } from '../../../lib/savable-results';
import styles from './assessments.module.css';

/** `onClosed` runs when the offer goes away by a button, so the page can move keyboard focus on from it. */
export function ImportOffer({ onClosed }: { onClosed?: () => void }) {
  const [stored] = useState(loadAnonymousResults);
  const [body, setBody] = useState(() => toImportBody(stored));
  const [hidden, setHidden] = useState(false);
  const [saved, setSaved] = useState(0);
  const importResults = useImportResults();
  // Stored results none of which the account could take (unfinished, or from questions since rewritten) can never
  // be saved, shown or offered: forget them, or the dashboard and the log-out warning would count them for ever.
  useEffect(() => {
    if (stored.length > 0 && toImportBody(stored) === null) clearAnonymousResults();
  }, [stored]);
  // A double click must not send the results twice: the pending state reaches the button only after a render.
  const sending = useRef(false);

  if (saved > 0) {
    return (
      <Banner tone="success" onDismiss={() => setSaved(0)}>
        {saved === 1 ? 'Your result is saved to your account.' : `Your ${saved} results are saved to your account.`}
      </Banner>
    );
  }
  if (!body || hidden) return null;
  const count = body.results.length;
  return (
    <section className={styles.card} aria-labelledby="import-offer-title">
      <h2 id="import-offer-title">Save your earlier results?</h2>
      <p>
        You finished {count === 1 ? 'one exercise' : `${count} exercises`} on this browser before signing in. Save{' '}
        {count === 1 ? 'it' : 'them'} to your account to keep {count === 1 ? 'it' : 'them'} in your history.
      </p>
      {importResults.isError ? <p role="alert">{importResults.error.message}</p> : null}
      <div className={styles.actions}>
        <Button
          loading={importResults.isPending}
          onClick={() => {
            if (sending.current) return;
            sending.current = true;
            importResults.mutate(body, {
              onSuccess: (imported) => {
                clearAnonymousResults();
                setBody(null);
                setSaved(imported.length);
                onClosed?.();
              },
              onSettled: () => {
                sending.current = false;
              },
            });
          }}
        >
          Save to my account
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setHidden(true);
            onClosed?.();
          }}
        >
          Not now
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            discardAnonymousResults(stored);
            setBody(null);
            onClosed?.();
          }}
        >
          Discard
        </Button>
      </div>
    </section>
  );
}
