import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Banner, Button, TextInput } from '@waypoint/ui';
import { MESSAGES, isEmailInputValid } from '@waypoint/domain';
import { requestPasswordReset } from './auth-api';
import { proveNotARobot } from '../../lib/robot-check';
import { carriedEmail, carryEmail } from './carried-email';
import styles from './auth-forms.module.css';

/**
 * /verify-email 'Forgot your password?'. As in the spec, the confirmation text shows at once (the server answers
 * the same for any address, D10) and turns into the failure text if the request fails. The robot check runs
 * invisibly before the request.
 */
export function ForgotPasswordPage() {
  const location = useLocation();
  const [email, setEmail] = useState(() => carriedEmail(location.state));
  const [touched, setTouched] = useState(false);
  const request = useMutation({ mutationFn: async (address: string) => requestPasswordReset({ email: address, altcha: await proveNotARobot() }) });
  const emailValid = isEmailInputValid(email);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!email || !emailValid) return;
    request.mutate(email);
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>Forgot your password?</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="forgot-email">Email</label>
          <TextInput id="forgot-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={!emailValid} aria-describedby="forgot-email-hint" />
          <span id="forgot-email-hint" className={styles.error}>{!emailValid || (touched && !email) ? MESSAGES.invalidEmailForgotPassword : ''}</span>
        </div>
        {request.isError ? <Banner tone="error">{MESSAGES.verificationLinkFailed}</Banner> : null}
        {request.isPending || request.isSuccess ? <Banner tone="success">{MESSAGES.verificationLinkSent}</Banner> : null}
        <Button type="submit" loading={request.isPending}>Continue</Button>
      </form>
      <div className={styles.links}>
        <Link to="/login" state={carryEmail(email)}>Back to Log In</Link>
      </div>
    </div>
  );
}
