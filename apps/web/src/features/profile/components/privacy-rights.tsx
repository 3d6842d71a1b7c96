// "Your data" on /profile (D15): download everything as JSON, or delete the account after a confirm step. Opening
// the step moves the cursor into it (the password, or its heading), and Cancel brings it back to the button.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Banner, Button, PasswordInput } from '@waypoint/ui';
import { signOutLocally } from '../../../lib/session';
import { deleteMe, downloadMyData } from '../profile-api';
import styles from '../profile.module.css';

export function PrivacyRights({ hasPassword }: { hasPassword: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const deleteButton = useRef<HTMLButtonElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  const download = useMutation({ mutationFn: downloadMyData });
  const remove = useMutation({
    mutationFn: () => deleteMe(password || undefined),
    onSuccess: () => signOutLocally(queryClient, () => navigate('/')),
  });

  useEffect(() => {
    if (confirming) (passwordField.current ?? stepHeading.current)?.focus();
    else if (opened.current) deleteButton.current?.focus();
    opened.current = confirming;
  }, [confirming]);

  return (
    <section className={styles.section} aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Your data</h2>
      <div className={styles.actions}>
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
          Download my data
        </Button>
        <Button ref={deleteButton} variant="danger" aria-expanded={confirming} onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </div>
      {download.isError ? <Banner tone="error">{download.error.message}</Banner> : null}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby="delete-heading">
          <h3 id="delete-heading" ref={stepHeading} tabIndex={-1}>
            Delete your account?
          </h3>
          <p>This removes your account and everything you created: results, plans and settings. It cannot be undone.</p>
          {hasPassword ? (
            <div className={styles.field}>
              <label htmlFor="delete-password">Your password</label>
              <PasswordInput ref={passwordField} id="delete-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
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
