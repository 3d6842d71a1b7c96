// Changing the account's email address on /profile: the new address and the password; the API sends a link to the new
// address, and the account moves there when it is opened (until then it keeps this one). Opened from a button, since
// few people need it and the details form above is what most come for.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Banner, Button, PasswordInput, TextInput } from '@waypoint/ui';
import { AUTH_TEXTS, MESSAGES, isValidEmail } from '@waypoint/domain';
import { ME_QUERY_KEY, changeEmail, type Me } from '../profile-api';
import styles from '../profile.module.css';

export function ChangeEmail({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const firstControl = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // Opening puts focus in the form; closing (Cancel, or the link sent) takes it back to the button, as the control
  // that was used goes away. A first render leaves focus alone.
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    (open ? firstControl : toggle).current?.focus();
  }, [open]);
  const change = useMutation({
    mutationFn: changeEmail,
    onSuccess: () => {
      close();
      // The profile then says which address the account is waiting for, also after a reload.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    // A wrong password is the likely refusal: the cursor goes where the fix is typed.
    onError: () => passwordField.current?.focus(),
  });

  const typed = email.trim().toLowerCase();
  const problems = {
    email: !isValidEmail(typed) ? MESSAGES.invalidEmail : typed === me.email.toLowerCase() ? AUTH_TEXTS.sameEmail : null,
    password: password === '' ? AUTH_TEXTS.passwordRequired : null,
  };
  const shown = { email: attempted || email !== '' ? problems.email : null, password: attempted ? problems.password : null };

  function show(next: boolean) {
    switched.current = true;
    setOpen(next);
  }

  function close() {
    show(false);
    setEmail('');
    setPassword('');
    setAttempted(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    change.reset();
    if (problems.email) return firstControl.current?.focus();
    if (problems.password) return passwordField.current?.focus();
    change.mutate({ email: typed, password });
  }

  return (
    <div className={styles.emailChange}>
      {change.isSuccess ? (
        <Banner tone="success">
          <span className={styles.email}>
            We sent a link to {change.data.pending_email}. Open it to finish; until then your email address stays {me.email}.
          </span>
        </Banner>
      ) : me.pending_email ? (
        <p className={`${styles.muted} ${styles.email}`}>
          A link sent to {me.pending_email} is waiting to be opened; until then your email address stays {me.email}. Lost it? Ask for a new one.
        </p>
      ) : null}
      {open ? null : (
        <Button
          ref={toggle}
          variant="secondary"
          onClick={() => {
            change.reset();
            show(true);
          }}
        >
          Change email address
        </Button>
      )}
      {open && !me.has_password ? (
        <div className={styles.form}>
          <p>{AUTH_TEXTS.emailFromGoogle}</p>
          <div className={styles.actions}>
            <Button ref={firstControl} variant="secondary" onClick={close}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
      {open && me.has_password ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="email-change-heading">
          <h3 id="email-change-heading">Change email address</h3>
          <p className={styles.muted}>We send a link to the new address. Your email address changes when you open it.</p>
          <div className={styles.field}>
            <label htmlFor="new-email">New email address</label>
            <TextInput
              ref={firstControl}
              id="new-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={shown.email !== null}
              aria-describedby="new-email-hint"
            />
            <span id="new-email-hint" className={styles.error}>
              {shown.email ?? ''}
            </span>
          </div>
          <div className={styles.field}>
            <label htmlFor="email-change-password">Password</label>
            <PasswordInput
              ref={passwordField}
              id="email-change-password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={shown.password !== null}
              aria-describedby="email-change-password-hint"
            />
            <span id="email-change-password-hint" className={styles.error}>
              {shown.password ?? ''}
            </span>
          </div>
          {change.isError ? <Banner tone="error">{change.error.message}</Banner> : null}
          <div className={styles.actions}>
            <Button type="submit" loading={change.isPending}>
              Send the link
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
