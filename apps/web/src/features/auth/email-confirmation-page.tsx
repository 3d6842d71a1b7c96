import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Banner, Button, Spinner, TextInput } from '@waypoint/ui';
import { MESSAGES, REDIRECT_AFTER_CONFIRM_MS, isEmailInputValid } from '@waypoint/domain';
import { confirmEmail, resendConfirmation } from './auth-api';
import { RequestError } from '../../lib/request-error';
import { proveNotARobot } from '../../lib/robot-check';
import styles from './auth-forms.module.css';

/**
 * /email-confirmation/{token}: 'Verifying your email...', then 'Email Confirmed!' (to /login after 3 s) or
 * 'Confirmation Failed' with the reason and a resend form, without a redirect (D11).
 */
export function EmailConfirmationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  // A query, not an effect+mutation: React's double effects in development must not spend the link twice.
  const confirmation = useQuery({ queryKey: ['confirm-email', token], queryFn: () => confirmEmail(token), retry: false, staleTime: Infinity, gcTime: Infinity });

  useEffect(() => {
    if (!confirmation.isSuccess) return;
    const timer = setTimeout(() => void navigate('/login'), REDIRECT_AFTER_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [confirmation.isSuccess, navigate]);

  if (confirmation.isPending) {
    return (
      <div className={`${styles.card} ${styles.status}`} role="status">
        <Spinner />
        <h1 className={styles.title}>{MESSAGES.verifyingEmail}</h1>
      </div>
    );
  }
  if (confirmation.isSuccess) {
    return (
      <div className={`${styles.card} ${styles.status}`} role="status">
        <h1 className={styles.title}>{MESSAGES.emailConfirmed}</h1>
        <p>Your account is active. Taking you to the log in page…</p>
        <Link to="/login">Log in now</Link>
      </div>
    );
  }
  const error = confirmation.error;
  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{MESSAGES.confirmationFailedTitle}</h1>
      <Banner tone="error">{(error instanceof RequestError && error.serverDetail) || MESSAGES.confirmFailed}</Banner>
      <ResendForm />
    </div>
  );
}

function ResendForm() {
  const [email, setEmail] = useState('');
  const navigate = useNavigate();
  const resend = useMutation({
    mutationFn: async () => resendConfirmation({ email, altcha: await proveNotARobot() }),
    onSuccess: async () => {
      sessionStorage.setItem('waypoint.signup-email', email);
      await navigate('/verification-prompt');
    },
  });
  const valid = isEmailInputValid(email);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (email && valid) resend.mutate();
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>Enter your email address and we will send you a new confirmation link.</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="resend-email">Email</label>
        <TextInput id="resend-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={!valid} aria-describedby="resend-email-hint" />
        <span id="resend-email-hint" className={styles.error}>{valid ? '' : MESSAGES.invalidEmail}</span>
      </div>
      {resend.isError ? <Banner tone="error">{MESSAGES.resendFailed(resend.error.message)}</Banner> : null}
      <Button type="submit" loading={resend.isPending}>Resend Email</Button>
    </form>
  );
}
