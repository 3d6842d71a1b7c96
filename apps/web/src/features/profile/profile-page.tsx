import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Spinner } from '@waypoint/ui';
import { signOutLocally } from '../../lib/session';
import { ME_QUERY_KEY, fetchMe, logOut } from './profile-api';
import { AccountDetails } from './components/account-details';
import { ChangePassword } from './components/change-password';
import { PrivacyRights } from './components/privacy-rights';
import { Sessions } from './components/sessions';
import styles from './profile.module.css';
import { LogInLink } from '../../lib/log-in-link';

/** /profile: account details, password, sessions, and the privacy rights of D15 (download, delete). */
export function ProfilePage() {
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, retry: false });
  if (me.isPending) return <div className={styles.page}><Spinner /></div>;
  if (me.isError) {
    return (
      <div className={styles.page}>
        <h1>Your profile</h1>
        <p>
          Please <LogInLink>log in</LogInLink> to see your profile.
        </p>
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

function LogOutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: logOut,
    onSettled: () => signOutLocally(queryClient, () => navigate('/login')),
  });
  return (
    <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
      Log out
    </Button>
  );
}
