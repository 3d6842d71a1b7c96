import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-load-error';
import styles from './route-error.module.css';

/**
 * The route error boundary (spec section 8): a failed route chunk gets 'Loading chunk failed' with its type and
 * address and a way to retry; anything else gets 'Unexpected Application Error!' with the message or status.
 */
export function RouteError() {
  const error = useRouteError();

  if (isChunkLoadError(error)) {
    return (
      <section className={styles.panel} aria-labelledby="route-error-title">
        <h1 id="route-error-title" className={styles.title}>
          Loading chunk failed
        </h1>
        <p>This part of Waypoint could not be downloaded. A new version may have been released, or the connection dropped.</p>
        <dl className={styles.details}>
          <dt>Type</dt>
          <dd>{error.type}</dd>
          <dt>Address</dt>
          <dd>
            <code>{error.address}</code>
          </dd>
        </dl>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            Retry
          </button>
          <Link to="/" className={styles.secondary}>
            Go to the home page
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        Unexpected Application Error!
      </h1>
      <p className={styles.message}>{describe(error)}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className={styles.secondary}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

/** Used when the shell itself failed: no header or footer to lean on, so it brings its own frame. */
export function RootError() {
  return (
    <main id="main" tabIndex={-1} className={styles.standalone}>
      <RouteError />
    </main>
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}
