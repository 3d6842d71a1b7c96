import { Button } from '@waypoint/ui';
import { RequestError, TRY_AGAIN, UNREACHABLE } from './request-error';
import styles from './load-failed.module.css';

/**
 * Why a read failed, in words: a RequestError's message (the API's detail, the screen's fallback, or "could not
 * reach" for a dropped connection, see lib/api); a plain fetch's network failure, a TypeError whose 'Failed to fetch'
 * helps nobody, reads as unreachable; anything else as a general failure.
 */
export function failureReason(error: unknown): string {
  if (error instanceof RequestError) return error.message;
  return error instanceof TypeError ? UNREACHABLE : TRY_AGAIN;
}

/**
 * What a page could not load, why, and a way to ask again: a failure is most often brief (a restart, a dropped
 * connection), and reloading the whole page would lose what else it shows.
 */
export function LoadFailed({ what, error, retrying, onRetry }: { what: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <div className={styles.failed}>
      <p className={styles.message} role="alert">
        We could not load {what}. {failureReason(error)}
      </p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
