import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Banner, Button, PasswordInput, TextInput } from '@waypoint/ui';
import { MESSAGES, PASSWORD_MIN, isEmailInputValid } from '@waypoint/domain';
import { LOGIN_NOTICE_KEY, startSignedInSession } from '../../lib/session';
import { logIn, resendConfirmation } from './auth-api';
import { countAnonymousResults } from '../../lib/anonymous-results';
import { returnPathFrom } from '../../lib/log-in-link';
import { RequestError } from '../../lib/request-error';
import { AlreadySignedIn } from './already-signed-in';
import { carriedEmail, carryEmail } from './carried-email';
import { GoogleButton, googleErrorMessage } from './google-button';
import { RobotCheckbox, type RobotState } from '../../lib/robot-checkbox';
import { proveNotARobot } from '../../lib/robot-check';
import styles from './auth-forms.module.css';

/** /login 'Log in to your account' (spec section 2), messages inline (D6). */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const googleError = googleErrorMessage(search.get('error'));
  const [notice] = useState(() => {
    const text = sessionStorage.getItem(LOGIN_NOTICE_KEY);
    sessionStorage.removeItem(LOGIN_NOTICE_KEY);
    return text;
  });
  const location = useLocation();
  const [email, setEmail] = useState(() => carriedEmail(location.state));
  const [password, setPassword] = useState('');
  const [robot, setRobot] = useState<RobotState>({ status: 'unchecked' });
  const [formError, setFormError] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const emailValid = isEmailInputValid(email);
  // After a submit, an empty or short field says so under itself; 'Login failed' alone does not say which.
  const emailError = !emailValid || (attempted && email === '') ? MESSAGES.invalidEmail : null;
  const passwordError = attempted && password.length < PASSWORD_MIN ? MESSAGES.passwordTooShort : null;
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: async () => {
      await startSignedInSession(queryClient);
      // Results finished before signing in are offered for saving at the top of /assessments (D2): go there first.
      // Otherwise back to the page that asked for an account, or home as the spec says.
      await navigate(countAnonymousResults() > 0 ? '/assessments' : (returnPathFrom(search) ?? '/'));
    },
    onError: (error) => {
      // A robot solution is spent by the server; a retry needs a new one.
      setRobot({ status: 'unchecked' });
      if (error instanceof RequestError && error.code === 'EMAIL_NOT_CONFIRMED') {
        setUnconfirmed(true);
        setFormError(error.message);
      } else if (error instanceof RequestError && (error.status === 429 || error.code === 'ROBOT_CHECK_REQUIRED')) {
        setFormError(error.message);
      } else if (error instanceof RequestError && error.code === 'INVALID_CREDENTIALS') {
        // The spec's words, then the server's reason, so the user knows what to check.
        setFormError(`${MESSAGES.loginFailed} ${error.message}`);
      } else setFormError(MESSAGES.loginFailed);
    },
  });
  const resend = useMutation({
    mutationFn: async () => resendConfirmation({ email, altcha: await proveNotARobot() }),
    onSuccess: async () => {
      sessionStorage.setItem('waypoint.signup-email', email);
      await navigate('/verification-prompt');
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setUnconfirmed(false);
    setAttempted(true);
    if (robot.status !== 'solved') return setFormError(MESSAGES.robotUnchecked);
    if (!email || !emailValid || password.length < PASSWORD_MIN) return setFormError(MESSAGES.loginFailed);
    setFormError(null);
    login.mutate({ email, password, altcha: robot.payload });
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>Log in to your account</h1>
      {/* Not while this login is starting the session it would describe. */}
      <AlreadySignedIn hidden={login.isPending || login.isSuccess} />
      {notice ? <Banner tone="info">{notice}</Banner> : null}
      {googleError ? <Banner tone="error">{googleError}</Banner> : null}
      <GoogleButton label="Continue with Google" />
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-email">Email</label>
          <TextInput id="login-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={emailError !== null} aria-describedby="login-email-hint" />
          <span id="login-email-hint" className={styles.error}>{emailError ?? ''}</span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="login-password">Password</label>
          <PasswordInput id="login-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={passwordError !== null} aria-describedby="login-password-hint" />
          <span id="login-password-hint" className={styles.error}>{passwordError ?? ''}</span>
        </div>
        <RobotCheckbox
          state={robot}
          onChange={(next) => {
            setRobot(next);
            // The box is ticked now: the message asking for it no longer applies.
            if (next.status === 'solved') setFormError((shown) => (shown === MESSAGES.robotUnchecked ? null : shown));
          }}
        />
        {formError ? <Banner tone="error">{formError}</Banner> : null}
        {unconfirmed ? (
          <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend email
          </Button>
        ) : null}
        {resend.isError ? <p className={styles.error}>{MESSAGES.resendFailed(resend.error.message)}</p> : null}
        <Button type="submit" loading={login.isPending}>Log In</Button>
      </form>
      <div className={styles.links}>
        <Link to="/signup" state={carryEmail(email)}>Sign up for free</Link>
        <Link to="/verify-email" state={carryEmail(email)}>Forgot your password?</Link>
      </div>
    </div>
  );
}
