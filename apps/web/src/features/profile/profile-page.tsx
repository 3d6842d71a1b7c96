import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Banner, Button, Spinner, TextInput } from '@waypoint/ui';
import { MESSAGES, PASSWORD_MIN, isLinkedinInputValid, passwordLengthHint, passwordsMatchHint } from '@waypoint/domain';
import { SESSION_QUERY_KEY } from '../../lib/session';
import {
  ME_QUERY_KEY,
  MY_SESSIONS_QUERY_KEY,
  changePassword,
  deleteMe,
  downloadMyData,
  endOtherSessions,
  endSession,
  fetchMe,
  fetchMySessions,
  logOut,
  updateMe,
} from './profile-api';
import { dateTime, describeDevice } from './model/device';
import styles from './profile.module.css';

/** /profile: account details, password, sessions, and the privacy rights of D15 (download, delete). */
export function ProfilePage() {
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, retry: false });
  if (me.isPending) return <div className={styles.page}><Spinner /></div>;
  if (me.isError) {
    return (
      <div className={styles.page}>
        <h1>Your profile</h1>
        <p>
          Please <Link to="/login">log in</Link> to see your profile.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>Your profile</h1>
      <AccountDetails key={me.data.user_id} me={me.data} />
      {me.data.has_password ? <ChangePassword /> : null}
      <Sessions />
      <PrivacyRights hasPassword={me.data.has_password} />
    </div>
  );
}

type Me = Awaited<ReturnType<typeof fetchMe>>;

function AccountDetails({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState(me.full_name);
  const [linkedin, setLinkedin] = useState(me.linkedin_url ?? '');
  const [avatar, setAvatar] = useState(me.avatar_url ?? '');
  const save = useMutation({
    mutationFn: updateMe,
    onSuccess: async (data) => {
      queryClient.setQueryData(ME_QUERY_KEY, data);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
  const linkedinValid = isLinkedinInputValid(linkedin.trim());
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!fullName.trim() || !linkedinValid) return;
    save.mutate({ full_name: fullName.trim(), linkedin_url: linkedin.trim(), avatar_url: avatar.trim() });
  }
  return (
    <section className={styles.section} aria-labelledby="details-heading">
      <h2 id="details-heading">Account details</h2>
      <p className={styles.email}>Email: {me.email}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor="profile-name">Full Name</label>
        <TextInput id="profile-name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
        <label htmlFor="profile-linkedin">LinkedIn Profile</label>
        <TextInput
          id="profile-linkedin"
          type="url"
          value={linkedin}
          onChange={(e) => setLinkedin(e.target.value)}
          aria-invalid={!linkedinValid}
          aria-describedby={linkedinValid ? undefined : 'profile-linkedin-hint'}
        />
        {linkedinValid ? null : (
          <span id="profile-linkedin-hint" className={styles.error}>
            {MESSAGES.invalidLinkedIn}
          </span>
        )}
        <label htmlFor="profile-avatar">Avatar image address (https)</label>
        <TextInput id="profile-avatar" type="url" value={avatar} onChange={(e) => setAvatar(e.target.value)} />
        {save.isError ? <Banner tone="error">{save.error.message}</Banner> : null}
        {save.isSuccess ? <Banner tone="success">Saved.</Banner> : null}
        <Button type="submit" loading={save.isPending}>Save details</Button>
      </form>
    </section>
  );
}

function ChangePassword() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      setCurrent('');
      setNext('');
      setConfirmation('');
      await queryClient.invalidateQueries({ queryKey: MY_SESSIONS_QUERY_KEY });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!current || next.length < PASSWORD_MIN || next !== confirmation) return;
    change.mutate({ current_password: current, new_password: next });
  }
  return (
    <section className={styles.section} aria-labelledby="password-heading">
      <h2 id="password-heading">Change password</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor="current-password">Current password</label>
        <TextInput id="current-password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        <label htmlFor="new-password">New password</label>
        <TextInput id="new-password" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
        {next ? <span className={next.length >= PASSWORD_MIN ? styles.ok : styles.error}>{passwordLengthHint(next)}</span> : null}
        <label htmlFor="confirm-new-password">Confirm new password</label>
        <TextInput id="confirm-new-password" type="password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        {confirmation ? <span className={next === confirmation ? styles.ok : styles.error}>{passwordsMatchHint(next, confirmation)}</span> : null}
        {change.isError ? <Banner tone="error">{change.error.message}</Banner> : null}
        {change.isSuccess ? <Banner tone="success">Your password has been changed and your other sessions were signed out.</Banner> : null}
        <Button type="submit" loading={change.isPending}>Change password</Button>
      </form>
    </section>
  );
}

function Sessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: MY_SESSIONS_QUERY_KEY, queryFn: fetchMySessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MY_SESSIONS_QUERY_KEY });
  const end = useMutation({ mutationFn: endSession, onSuccess: refresh });
  const endOthers = useMutation({ mutationFn: endOtherSessions, onSuccess: refresh });
  return (
    <section className={styles.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      {sessions.isPending ? <Spinner /> : null}
      <ul className={styles.list}>
        {sessions.data?.map((session) => {
          const device = describeDevice(session.user_agent);
          return (
            <li key={session.session_id}>
              <span>
                <strong>{device}</strong>
                {session.current ? ' (this browser)' : ''}
                <br />
                <span className={styles.muted}>
                  Signed in {dateTime(session.created_at)}
                  {session.current ? '' : ` · last active ${dateTime(session.last_seen_at)}`}
                </span>
              </span>
              {session.current ? null : (
                // The visible word is the same on every row; the name says which session it ends.
                <Button variant="ghost" aria-label={`Sign out ${device}`} onClick={() => end.mutate(session.session_id)}>
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
        Sign out other sessions
      </Button>
      {endOthers.isSuccess ? <Banner tone="success">{`Signed out ${endOthers.data.ended} other session(s).`}</Banner> : null}
    </section>
  );
}

function PrivacyRights({ hasPassword }: { hasPassword: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const download = useMutation({ mutationFn: downloadMyData });
  const remove = useMutation({
    mutationFn: () => deleteMe(password || undefined),
    onSuccess: async () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      await navigate('/');
    },
  });
  const signOut = useMutation({
    mutationFn: logOut,
    onSettled: async () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
      await navigate('/login');
    },
  });
  return (
    <section className={styles.section} aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Your data</h2>
      <div className={styles.actions}>
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
          Download my data
        </Button>
        <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          Log out
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </div>
      {download.isError ? <Banner tone="error">{download.error.message}</Banner> : null}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby="delete-heading">
          <h3 id="delete-heading">Delete your account?</h3>
          <p>This removes your account and everything you created: results, plans and settings. It cannot be undone.</p>
          {hasPassword ? (
            <>
              <label htmlFor="delete-password">Your password</label>
              <TextInput id="delete-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </>
          ) : null}
          {remove.isError ? <Banner tone="error">{remove.error.message}</Banner> : null}
          <div className={styles.actions}>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
              Yes, delete everything
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
