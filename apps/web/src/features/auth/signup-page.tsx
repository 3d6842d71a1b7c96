import { useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Banner, Button, PasswordInput, TextInput } from '@waypoint/ui';
import {
  AUTH_TEXTS,
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  fullNameProblem,
  isEmailInputValid,
  isLinkedinInputValid,
  normaliseLinkedinInput,
  passwordLengthHint,
  passwordsMatchHint,
} from '@waypoint/domain';
import { signUp } from './auth-api';
import { RequestError } from '../../lib/request-error';
import { GoogleButton } from './google-button';
import { RobotCheckbox, type RobotState } from '../../lib/robot-checkbox';
import { AlreadySignedIn } from './already-signed-in';
import { carriedEmail, carryEmail } from './carried-email';
import styles from './auth-forms.module.css';

/** Kept for /verification-prompt ('shows the address from the stored signup data'). */
export const SIGNUP_EMAIL_KEY = 'waypoint.signup-email';

/**
 * /signup 'Sign up for free' with live validation as the user types (spec section 5). A submit with gaps also says
 * under each field what it still needs, and a password the server finds too easy to guess is explained under the
 * password itself (where the length hint would otherwise still say it is fine). Nothing typed is cleared.
 */
export function SignupPage() {
  const navigate = useNavigate();
  const [fullName, setFullName] = useState('');
  const location = useLocation();
  const [email, setEmail] = useState(() => carriedEmail(location.state));
  const [linkedin, setLinkedin] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [robot, setRobot] = useState<RobotState>({ status: 'unchecked' });
  const [formError, setFormError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  // Only a submit with the box unticked asks for it: after a refused signup the box is cleared (its solution is spent
  // on the server) but the user did tick it.
  const [robotMissing, setRobotMissing] = useState(false);
  // The server's verdict on one exact password: typing another one makes it stale.
  const [weak, setWeak] = useState<{ password: string; message: string } | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const linkedinRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const linkedinUrl = normaliseLinkedinInput(linkedin);
  const emailValid = isEmailInputValid(email);
  const linkedinValid = isLinkedinInputValid(linkedinUrl);
  const lengthOk = password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
  const matches = password === confirmation;
  const weakMessage = weak && weak.password === password ? weak.message : null;

  // Too long or not plain text shows as it is typed; an empty name only once the user tries to send.
  const nameProblem = fullNameProblem(fullName);
  const nameError = nameProblem === AUTH_TEXTS.fullNameRequired && !attempted ? null : nameProblem;
  const emailError = !emailValid || (attempted && email === '') ? MESSAGES.invalidEmail : null;
  const passwordError = weakMessage ?? (password || attempted ? (lengthOk ? null : passwordLengthHint(password)) : null);
  const confirmError = (confirmation || (attempted && password)) && !matches ? MESSAGES.passwordsDoNotMatch : null;

  // A refusal of one password ('one of the most common passwords') stops describing the form once another is typed.
  const changePassword = (value: string) => {
    setPassword(value);
    if (weak && formError) setFormError(null);
  };

  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: async (data) => {
      sessionStorage.setItem(SIGNUP_EMAIL_KEY, data.email);
      await navigate('/verification-prompt');
    },
    onError: (error, variables) => {
      setRobot({ status: 'unchecked' });
      setFormError(MESSAGES.signupFailed(error.message));
      if (error instanceof RequestError && error.code === 'WEAK_PASSWORD') {
        setWeak({ password: variables.password, message: error.message });
        passwordRef.current?.focus();
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setRobotMissing(robot.status !== 'solved');
    if (linkedinUrl !== linkedin) setLinkedin(linkedinUrl);
    const checks: [invalid: boolean, field: RefObject<HTMLInputElement | null>][] = [
      [nameProblem !== null, nameRef],
      [email === '' || !emailValid, emailRef],
      [!linkedinValid, linkedinRef],
      [!lengthOk || weakMessage !== null, passwordRef],
      [!matches, confirmRef],
    ];
    const firstInvalid = checks.find(([invalid]) => invalid)?.[1];
    if (firstInvalid || robot.status !== 'solved') {
      firstInvalid?.current?.focus();
      return setFormError(MESSAGES.formHasErrors);
    }
    setFormError(null);
    signup.mutate({ full_name: fullName.trim(), email, password, linkedin_id: linkedinUrl || undefined, altcha: robot.payload });
  }

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>Sign up for free</h1>
      <AlreadySignedIn />
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="signup-name">Full Name</label>
          <TextInput ref={nameRef} id="signup-name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} aria-invalid={nameError !== null} aria-describedby="signup-name-hint" />
          <span id="signup-name-hint" className={styles.error}>{nameError ?? ''}</span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="signup-email">Email</label>
          <TextInput ref={emailRef} id="signup-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={emailError !== null} aria-describedby="signup-email-hint" />
          <span id="signup-email-hint" className={styles.error}>{emailError ?? ''}</span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="signup-linkedin">LinkedIn Profile</label>
          <TextInput
            ref={linkedinRef}
            id="signup-linkedin"
            type="url"
            value={linkedin}
            onChange={(e) => setLinkedin(e.target.value)}
            onBlur={() => setLinkedin(linkedinUrl)}
            aria-invalid={!linkedinValid}
            aria-describedby="signup-linkedin-hint"
            placeholder="https://www.linkedin.com/in/..."
          />
          <span id="signup-linkedin-hint" className={styles.error}>{linkedinValid ? '' : MESSAGES.invalidLinkedIn}</span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="signup-password">Password</label>
          <PasswordInput ref={passwordRef} id="signup-password" autoComplete="new-password" value={password} onChange={(e) => changePassword(e.target.value)} aria-invalid={passwordError !== null} aria-describedby="signup-password-hint" />
          {passwordError || password ? <span id="signup-password-hint" className={passwordError ? styles.error : styles.ok}>{passwordError ?? passwordLengthHint(password)}</span> : null}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="signup-confirm">Confirm Password</label>
          <PasswordInput ref={confirmRef} id="signup-confirm" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} aria-invalid={confirmError !== null} aria-describedby="signup-confirm-hint" />
          {confirmError || confirmation ? <span id="signup-confirm-hint" className={confirmError ? styles.error : styles.ok}>{confirmError ?? passwordsMatchHint(password, confirmation)}</span> : null}
        </div>
        <div className={styles.field}>
          <RobotCheckbox
            state={robot}
            onChange={(next) => {
              setRobot(next);
              if (next.status !== 'unchecked') setRobotMissing(false);
            }}
          />
          {robotMissing ? <span className={styles.error}>{MESSAGES.robotUnchecked}</span> : null}
        </div>
        {formError ? <Banner tone="error">{formError}</Banner> : null}
        <Button type="submit" loading={signup.isPending}>Sign Up</Button>
      </form>
      <GoogleButton label="Sign up with Google" />
      <div className={styles.links}>
        <span>
          Already have an account? <Link to="/login" state={carryEmail(email)}>Log in</Link>
        </span>
      </div>
    </div>
  );
}
