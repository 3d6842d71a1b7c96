// Change password on /profile (D12: needs the current one). The server ends every other session on success.
// Submitting with something missing says under each field what it needs and puts the cursor in the first.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Banner, Button, PasswordInput } from '@waypoint/ui';
import { passwordLengthHint, passwordLengthOk, passwordsMatchHint } from '@waypoint/domain';
import { MY_SESSIONS_QUERY_KEY, changePassword } from '../profile-api';
import styles from '../profile.module.css';

export function ChangePassword() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [attempted, setAttempted] = useState(false);
  const currentField = useRef<HTMLInputElement>(null);
  const nextField = useRef<HTMLInputElement>(null);
  const confirmationField = useRef<HTMLInputElement>(null);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      setCurrent('');
      setNext('');
      setConfirmation('');
      setAttempted(false);
      await queryClient.invalidateQueries({ queryKey: MY_SESSIONS_QUERY_KEY });
    },
  });
  const problems = {
    current: current === '' ? 'Please enter your current password.' : null,
    next: passwordLengthOk(next) ? null : passwordLengthHint(next),
    confirmation: next === confirmation ? null : passwordsMatchHint(next, confirmation),
  };
  // A hint shows once something is typed; after a refused submit, every problem shows.
  const shown = {
    current: attempted ? problems.current : null,
    next: next || attempted ? (problems.next ?? passwordLengthHint(next)) : null,
    confirmation: confirmation || attempted ? (problems.confirmation ?? passwordsMatchHint(next, confirmation)) : null,
  };
  // An earlier outcome (changed, or refused) no longer describes what is being typed.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (!change.isIdle) change.reset();
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const firstProblem = (['current', 'next', 'confirmation'] as const).find((key) => problems[key] !== null);
    if (firstProblem) {
      setAttempted(true);
      ({ current: currentField, next: nextField, confirmation: confirmationField })[firstProblem].current?.focus();
      return;
    }
    change.mutate({ current_password: current, new_password: next });
  }
  return (
    <section className={styles.section} aria-labelledby="password-heading">
      <h2 id="password-heading">Change password</h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="current-password">Current password</label>
          <PasswordInput ref={currentField} id="current-password" autoComplete="current-password" value={current} onChange={(e) => edit(setCurrent)(e.target.value)} aria-invalid={shown.current !== null} aria-describedby="current-password-hint" />
          <span id="current-password-hint" className={styles.error}>{shown.current ?? ''}</span>
        </div>
        <div className={styles.field}>
          <label htmlFor="new-password">New password</label>
          <PasswordInput ref={nextField} id="new-password" autoComplete="new-password" value={next} onChange={(e) => edit(setNext)(e.target.value)} aria-invalid={shown.next !== null && problems.next !== null} aria-describedby="new-password-hint" />
          <span id="new-password-hint" className={problems.next ? styles.error : styles.ok}>{shown.next ?? ''}</span>
        </div>
        <div className={styles.field}>
          <label htmlFor="confirm-new-password">Confirm new password</label>
          <PasswordInput ref={confirmationField} id="confirm-new-password" autoComplete="new-password" value={confirmation} onChange={(e) => edit(setConfirmation)(e.target.value)} aria-invalid={shown.confirmation !== null && problems.confirmation !== null} aria-describedby="confirm-new-password-hint" />
          <span id="confirm-new-password-hint" className={problems.confirmation ? styles.error : styles.ok}>{shown.confirmation ?? ''}</span>
        </div>
        {change.isError ? <Banner tone="error">{change.error.message}</Banner> : null}
        {change.isSuccess ? <Banner tone="success">Your password has been changed and your other sessions were signed out.</Banner> : null}
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </form>
    </section>
  );
}
