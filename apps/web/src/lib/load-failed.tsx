import { Button } from '@waypoint/ui';
import { RequestError } from './request-error';
import styles from './load-failed.module.css';

/**
 * Why a read failed, in words: the API's own explanation when it answered; for a dropped connection the browser's
 * text ('Failed to fetch') helps nobody.
 */
export function failureReason(error: unknown): string {
  return error instanceof RequestError ? error.message : 'We could not reach Waypoint. Check your connection.';
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
