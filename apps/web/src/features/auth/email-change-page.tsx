import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Banner, Spinner } from '@waypoint/ui';
import { LogInLink } from '../../lib/log-in-link';
import { SESSION_QUERY_KEY, useSessionUser } from '../../lib/session';
import { RequestError } from '../../lib/request-error';
import { confirmEmailChange } from './auth-api';
import styles from './auth-forms.module.css';

/**
 * /email-change/{token}: the link sent to a new address. Opening it moves the account there, in whatever browser it
 * is opened; signed in or not, the page says where to go next.
 */
export function EmailChangePage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const { user } = useSessionUser();
  // A query, not an effect+mutation: React's double effects in development must not spend the link twice.
  const change = useQuery({ queryKey: ['email-change', token], queryFn: () => confirmEmailChange(token), retry: false, staleTime: Infinity, gcTime: Infinity });

  // The header (and any page reading the session) shows the address the account now has.
  useEffect(() => {
    if (change.isSuccess) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [change.isSuccess, queryClient]);

  if (change.isPending) {
    return (
      <div className={`${styles.card} ${styles.status}`} role="status">
        <Spinner />
        <h1 className={styles.title}>Changing your email address…</h1>
      </div>
    );
  }
  if (change.isSuccess) {
    return (
      <div className={`${styles.card} ${styles.status}`} role="status">
        <h1 className={styles.title}>Email address changed</h1>
        <p className={styles.address}>
          Your account&apos;s email address is now <strong>{change.data.email}</strong>. Use it the next time you log in.
        </p>
        {user ? <Link to="/profile">Go to your profile</Link> : <Link to="/login">Log in</Link>}
      </div>
    );
  }
  const error = change.error;
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>Email change failed</h1>
      <Banner tone="error">{(error instanceof RequestError && error.serverDetail) || 'We could not change your email address. Please try again.'}</Banner>
      <p>Your email address has not changed. You can ask for a new link on your profile.</p>
      {user ? (
        <Link to="/profile">Go to your profile</Link>
      ) : (
        <LogInLink next="/profile">Log in to ask for a new link</LogInLink>
      )}
    </div>
  );
}
