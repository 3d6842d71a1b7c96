import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Banner, Button, TextInput } from '@waypoint/ui';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN, isEmailInputValid, isLinkedinInputValid, passwordLengthHint, passwordsMatchHint } from '@waypoint/domain';
import { signUp } from './auth-api';
import { GoogleButton } from './google-button';
import { PasswordInput } from './password-input';
import { RobotCheckbox, type RobotState } from '../../lib/robot-checkbox';
import styles from './auth-forms.module.css';

/** Kept for /verification-prompt ('shows the address from the stored signup data'). */
export const SIGNUP_EMAIL_KEY = 'waypoint.signup-email';

/** /signup 'Sign up for free' with live validation as the user types (spec section 5). */
export function SignupPage() {
  const navigate = useNavigate();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [linkedin, setLinkedin] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [robot, setRobot] = useState<RobotState>({ status: 'unchecked' });
  const [formError, setFormError] = useState<string | null>(null);

  const emailValid = isEmailInputValid(email);
  const linkedinValid = isLinkedinInputValid(linkedin.trim());
  const lengthOk = password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
  const matches = password === confirmation;

  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: async (data) => {
      sessionStorage.setItem(SIGNUP_EMAIL_KEY, data.email);
      await navigate('/verification-prompt');
    },
    onError: (error) => {
      setRobot({ status: 'unchecked' });
      setFormError(MESSAGES.signupFailed(error.message));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = fullName.trim() !== '' && email !== '' && emailValid && linkedinValid && lengthOk && matches;
    if (!valid || robot.status !== 'solved') return setFormError(MESSAGES.formHasErrors);
    setFormError(null);
    signup.mutate({ full_name: fullName.trim(), email, password, linkedin_id: linkedin.trim() || undefined, altcha: robot.payload });
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>Sign up for free</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="signup-name">Full Name</label>
          <TextInput id="signup-name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="signup-email">Email</label>
          <TextInput id="signup-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={!emailValid} aria-describedby="signup-email-hint" />
          <span id="signup-email-hint" className={styles.error}>{emailValid ? '' : MESSAGES.invalidEmail}</span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="signup-linkedin">LinkedIn Profile</label>
          <TextInput id="signup-linkedin" type="url" value={linkedin} onChange={(e) => setLinkedin(e.target.value)} aria-invalid={!linkedinValid} aria-describedby="signup-linkedin-hint" placeholder="https://www.linkedin.com/in/..." />
          <span id="signup-linkedin-hint" className={styles.error}>{linkedinValid ? '' : MESSAGES.invalidLinkedIn}</span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="signup-password">Password</label>
          <PasswordInput id="signup-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="signup-password-hint" />
          {password ? <span id="signup-password-hint" className={lengthOk ? styles.ok : styles.error}>{passwordLengthHint(password)}</span> : null}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="signup-confirm">Confirm Password</label>
          <PasswordInput id="signup-confirm" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} aria-describedby="signup-confirm-hint" />
          {confirmation ? <span id="signup-confirm-hint" className={matches ? styles.ok : styles.error}>{passwordsMatchHint(password, confirmation)}</span> : null}
        </div>
        <RobotCheckbox state={robot} onChange={setRobot} />
        {formError ? <Banner tone="error">{formError}</Banner> : null}
        <Button type="submit" loading={signup.isPending}>Sign Up</Button>
      </form>
      <GoogleButton label="Sign up with Google" />
      <div className={styles.links}>
        <span>
          Already have an account? <Link to="/login">Log in</Link>
        </span>
      </div>
    </div>
  );
}
