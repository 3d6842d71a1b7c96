import { Button } from '@waypoint/ui';
import { RequestError, UNREACHABLE } from './request-error';
import styles from './load-failed.module.css';

/**
 * Why a read failed, in words: the API's own explanation when it answered (lib/api turns a dropped connection into
 * a RequestError too); anything else, such as a plain fetch's 'Failed to fetch', helps nobody and reads as unreachable.
 */
export function failureReason(error: unknown): string {
  return error instanceof RequestError ? error.message : UNREACHABLE;
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
