// "Your data" on /profile (D15): download everything as JSON, or delete the account after a confirm step. Opening
// the step moves the cursor into it (the password, or its heading), and Cancel or Escape brings it back to the button.
// An account with a password must type it: the API would also take a sign-in of the last ten minutes instead, but a
// password field that deletes when left empty (and refuses when mistyped) protects nobody at an unlocked screen.
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
  const [passwordMissing, setPasswordMissing] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const step = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  const download = useMutation({ mutationFn: downloadMyData });
  const remove = useMutation({
    mutationFn: () => deleteMe(hasPassword ? password : undefined),
    onSuccess: () => signOutLocally(queryClient, () => navigate('/')),
  });

  useEffect(() => {
    if (confirming) (passwordField.current ?? stepHeading.current)?.focus();
    else if (opened.current) deleteButton.current?.focus();
    opened.current = confirming;
  }, [confirming]);

  // Escape anywhere in the step cancels it, as it closes a dialog (a listener on the group itself: it is not a control).
  const pending = remove.isPending;
  useEffect(() => {
    const group = step.current;
    if (!confirming || !group) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !pending) setConfirming(false);
    };
    group.addEventListener('keydown', onKeyDown);
    return () => group.removeEventListener('keydown', onKeyDown);
  }, [confirming, pending]);

  function confirmDelete() {
    if (hasPassword && password === '') {
      setPasswordMissing(true);
      passwordField.current?.focus();
      return;
    }
    remove.mutate();
  }


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
        <div ref={step} className={styles.confirm} role="group" aria-labelledby="delete-heading">
          <h3 id="delete-heading" ref={stepHeading} tabIndex={-1}>
            Delete your account?
          </h3>
          <p>This removes your account and everything you created: results, plans and settings. It cannot be undone.</p>
          {hasPassword ? (
            <div className={styles.field}>
              <label htmlFor="delete-password">Your password</label>
              <PasswordInput
                ref={passwordField}
                id="delete-password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setPasswordMissing(false);
                }}
                aria-invalid={passwordMissing}
                aria-describedby="delete-password-hint"
              />
              <span id="delete-password-hint" className={styles.error}>
                {passwordMissing ? 'Please enter your password to delete your account.' : ''}
              </span>
            </div>
          ) : null}
          {remove.isError ? <Banner tone="error">{remove.error.message}</Banner> : null}
          <div className={styles.actions}>
            <Button variant="danger" loading={remove.isPending} onClick={confirmDelete}>
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
