import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Banner, Button, PasswordInput } from '@waypoint/ui';
import { MESSAGES, REDIRECT_AFTER_CONFIRM_MS, passwordLengthOk, passwordsMatchHint, resetPasswordHint } from '@waypoint/domain';
import { checkResetLink, resetPassword } from './auth-api';
import { RequestError } from '../../lib/request-error';
import styles from './auth-forms.module.css';

/** /reset-password/{token} 'Change your password': success goes to /login after 3 s; failure shows the detail. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useMutation({ mutationFn: () => resetPassword(token, password) });
  // A used, replaced or expired link says so before anyone types two new passwords. The form shows meanwhile: most
  // links work, and a check that fails for another reason (offline) leaves the form to report it.
  const link = useQuery({ queryKey: ['reset-link', token], queryFn: () => checkResetLink(token), retry: false, staleTime: Infinity });
  const [attempted, setAttempted] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);
  const confirmField = useRef<HTMLInputElement>(null);
  const ready = passwordLengthOk(password) && password === confirmation;
  // Same rule as the hint's words: an empty field shows the rule, not an error, until a submit was refused.
  const lengthWrong = (password !== '' || attempted) && !passwordLengthOk(password);
  const showMatch = confirmation !== '' || attempted;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate('/login'), REDIRECT_AFTER_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) {
      setAttempted(true);
      (passwordLengthOk(password) ? confirmField : passwordField).current?.focus();
      return;
    }
    reset.mutate();
  }

  if (reset.isSuccess) {
    return (
      <div className={styles.card} role="status">
        <h1 className={styles.title}>Change your password</h1>
        <Banner tone="success">Your password has been changed. Taking you to the log in page…</Banner>
        <Link to="/login">Log in now</Link>
      </div>
    );
  }

  const deadOnArrival = !reset.isSuccess && link.error instanceof RequestError && link.error.code.startsWith('TOKEN_') ? link.error : null;
  if (deadOnArrival) {
    return (
      <div className={styles.card}>
        <h1 className={styles.title}>Change your password</h1>
        <Banner tone="error">{deadOnArrival.serverDetail || MESSAGES.resetFailed}</Banner>
        <Link to="/verify-email">Ask for a new link</Link>
      </div>
    );
  }

  const failure = reset.isError ? ((reset.error instanceof RequestError && reset.error.serverDetail) || MESSAGES.resetFailed) : null;
  // An invalid, used or expired link tells the user to ask for a new one: give them the way to do it.
  const deadLink = reset.error instanceof RequestError && reset.error.code.startsWith('TOKEN_');
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>Change your password</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="reset-password">New password</label>
          <PasswordInput ref={passwordField} id="reset-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={lengthWrong} aria-describedby="reset-password-hint" />
          <span id="reset-password-hint" className={lengthWrong ? styles.error : styles.hint}>{lengthWrong && password === '' ? MESSAGES.resetPasswordTooWeak : resetPasswordHint(password)}</span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="reset-confirm">Confirm new password</label>
          <PasswordInput ref={confirmField} id="reset-confirm" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} aria-invalid={showMatch && password !== confirmation} aria-describedby="reset-confirm-hint" />
          {showMatch ? <span id="reset-confirm-hint" className={password === confirmation ? styles.ok : styles.error}>{passwordsMatchHint(password, confirmation)}</span> : null}
        </div>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        {deadLink ? <Link to="/verify-email">Ask for a new link</Link> : null}
        <Button type="submit" variant={ready ? 'primary' : 'secondary'} loading={reset.isPending}>Change password</Button>
      </form>
    </div>
  );
}
