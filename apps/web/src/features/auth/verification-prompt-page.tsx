import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Banner, Button } from '@waypoint/ui';
import { MESSAGES } from '@waypoint/domain';
import { resendConfirmation } from './auth-api';
import { proveNotARobot } from '../../lib/robot-check';
import { SIGNUP_EMAIL_KEY } from './signup-page';
import styles from './auth-forms.module.css';

/** /verification-prompt: check your inbox, with the stored signup address and a Resend Email button. */
export function VerificationPromptPage() {
  const [email] = useState(() => sessionStorage.getItem(SIGNUP_EMAIL_KEY));
  const [missing, setMissing] = useState(false);
  const resend = useMutation({ mutationFn: async (address: string) => resendConfirmation({ email: address, altcha: await proveNotARobot() }) });

  function onResend() {
    if (!email) return setMissing(true);
    resend.mutate(email);
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>Check your inbox</h1>
      <p>
        We sent a link to confirm your email address{email ? <> to <strong>{email}</strong></> : null}. Open it within 24 hours to activate your account.
      </p>
      {missing ? <Banner tone="error">{MESSAGES.noStoredEmail}</Banner> : null}
      {resend.isError ? <Banner tone="error">{MESSAGES.resendFailed(resend.error.message)}</Banner> : null}
      {resend.isSuccess ? <Banner tone="success">We sent you a new link.</Banner> : null}
      <Button variant="secondary" loading={resend.isPending} onClick={onResend}>Resend Email</Button>
    </div>
  );
}
