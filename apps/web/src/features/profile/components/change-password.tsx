// Change password on /profile (D12: needs the current one). The server ends every other session on success.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Banner, Button, PasswordInput } from '@waypoint/ui';
import { PASSWORD_MIN, passwordLengthHint, passwordsMatchHint } from '@waypoint/domain';
import { MY_SESSIONS_QUERY_KEY, changePassword } from '../profile-api';
import styles from '../profile.module.css';

export function ChangePassword() {
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
        <div className={styles.field}>
          <label htmlFor="current-password">Current password</label>
          <PasswordInput id="current-password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="new-password">New password</label>
          <PasswordInput id="new-password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          {next ? <span className={next.length >= PASSWORD_MIN ? styles.ok : styles.error}>{passwordLengthHint(next)}</span> : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="confirm-new-password">Confirm new password</label>
          <PasswordInput id="confirm-new-password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
          {confirmation ? <span className={next === confirmation ? styles.ok : styles.error}>{passwordsMatchHint(next, confirmation)}</span> : null}
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
