import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog, Spinner } from '@waypoint/ui';
import { countSavableResults } from '../../lib/savable-results';
import { signOutLocally } from '../../lib/session';
import { ME_QUERY_KEY, fetchMe, logOut } from './profile-api';
import { AccountDetails } from './components/account-details';
import { ChangePassword } from './components/change-password';
import { PrivacyRights } from './components/privacy-rights';
import { Sessions } from './components/sessions';
import styles from './profile.module.css';
import { LogInLink } from '../../lib/log-in-link';
import { RequestError } from '../../lib/request-error';
import { LoadFailed } from '../../lib/load-failed';

/** /profile: account details, password, sessions, and the privacy rights of D15 (download, delete). */
export function ProfilePage() {
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, retry: false });
  if (me.isPending) return <div className={styles.page}><Spinner /></div>;
  if (me.isError) {
    // Only a 401 means signed out; a server or connection failure must not send a signed-in person to log in again.
    const signedOut = me.error instanceof RequestError && me.error.status === 401;
    return (
      <div className={styles.page}>
        <h1>Your profile</h1>
        {signedOut ? (
          <p>
            Please <LogInLink>log in</LogInLink> to see your profile.
          </p>
        ) : (
          <LoadFailed what="your profile" error={me.error} retrying={me.isFetching} onRetry={() => void me.refetch()} />
        )}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {/* Log out sits by the title: the profile is where the header's name leads, and it is what people come for. */}
      <div className={styles.heading}>
        <h1>Your profile</h1>
        <LogOutButton />
      </div>
      <AccountDetails key={me.data.user_id} me={me.data} />
      {me.data.has_password ? <ChangePassword /> : null}
      <Sessions />
      <PrivacyRights hasPassword={me.data.has_password} />
    </div>
  );
}

/**
 * Logging out forgets what this browser holds (lib/browser-data), so results finished before signing in and never
 * saved would be lost without a word: the button asks first, and points to where they are saved.
 */
function LogOutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [unsaved, setUnsaved] = useState(0);
  const signOut = useMutation({
    mutationFn: logOut,
    onSettled: () => signOutLocally(queryClient, () => navigate('/login')),
  });
  const logOutNow = () => {
    setUnsaved(0);
    signOut.mutate();
  };
  const ask = () => {
    const count = countSavableResults();
    if (count > 0) setUnsaved(count);
    else logOutNow();
  };
  const them = unsaved === 1 ? 'it' : 'them';
  return (
    <>
      <Button variant="secondary" loading={signOut.isPending} onClick={ask}>
        Log out
      </Button>
      <ConfirmDialog
        open={unsaved > 0}
        tone="danger"
        title="Log out and lose unsaved results?"
        message={
          <>
            You finished {unsaved === 1 ? 'one exercise' : `${unsaved} exercises`} on this browser before signing in, and{' '}
            {unsaved === 1 ? 'it is' : 'they are'} not in your account. Logging out removes {them} from this browser.{' '}
            <Link to="/assessments">Save {them} to your account</Link> first to keep {them}.
          </>
        }
        cancelLabel="Stay logged in"
        confirmLabel="Log out anyway"
        onCancel={() => setUnsaved(0)}
        onConfirm={logOutNow}
      />
    </>
  );
}
