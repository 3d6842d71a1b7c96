import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { flushSync } from 'react-dom';
// The light entry: the package's main one brings zod into the prerendered contact page's first download.
import { PLAIN_LINE } from '@waypoint/domain/plain-text';
import { Button, TextInput, textFieldClassName } from '@waypoint/ui';
import { RobotCheckbox, type RobotState } from '../../../lib/robot-checkbox';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { contactCopy } from '../content';
import { isValidEmail } from './email';
import styles from './forms.module.css';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}

type FieldName = keyof ContactValues;
const robotText = 'Please tick “I am not a robot” and wait until it says Verified.';
const FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'email', 'message'];
const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', message: '' };
/** What Waypoint already knows of a signed-in person, for the form to fill in. */
export type KnownSender = Pick<ContactValues, 'firstName' | 'lastName' | 'email'>;

// The limits of POST /api/contact, checked here too so a long message is refused at its field before sending,
// not after (when the robot box has to be ticked again).
export const NAME_MAX = 100;
export const MESSAGE_MAX = 5000;
/** The message's character count shows from here on, so the limit never comes as a surprise. */
const COUNT_FROM = MESSAGE_MAX - 500;
const count = (n: number) => n.toLocaleString('en-US');


export interface ContactFormProps {
  /** Sends the message with the solved robot check; the page passes its React Query mutation. */
  onSubmit: (values: ContactValues & { altcha: string }) => void;
  /** The API's explanation of a refusal (e.g. rate limited), shown instead of the generic error when given. */
  errorDetail?: string | null;
  pending: boolean;
  succeeded: boolean;
  failed: boolean;
  /** Clears the mutation state, for 'Send another message'. */
  onReset: () => void;
  /**
   * The signed-in person's name and email, filled in for them (still theirs to change); null when signed out. Pass the
   * same object while it means the same (memoised): a new one fills the empty fields again.
   */
  known?: KnownSender | null;
}

function validate(values: ContactValues): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const field of FIELDS) {
    if (values[field].trim() === '') errors[field] = contactCopy.required;
  }
  if (!errors.email && !isValidEmail(values.email)) errors.email = contactCopy.invalidEmail;
  for (const field of ['firstName', 'lastName'] as const) {
    if (!errors[field] && values[field].trim().length > NAME_MAX) errors[field] = contactCopy.nameTooLong(NAME_MAX);
    // The API's rule for names: a pasted direction override or control character would be refused after sending.
    if (!errors[field] && !PLAIN_LINE.test(values[field])) errors[field] = contactCopy.nameNotPlain;
  }
  const length = values.message.trim().length;
  if (!errors.message && length > MESSAGE_MAX) errors.message = contactCopy.messageTooLong(count(MESSAGE_MAX));
  return errors;
}

/**
 * The contact form (D30). Every field is required (visible asterisk, `required` and `aria-required`);
 * the email is checked as it is typed. A failed send keeps what was typed and says so in plain words.
 */
export function ContactForm({ onSubmit, pending, succeeded, failed, onReset, errorDetail, known = null }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [robot, setRobot] = useState<RobotState>({ status: 'unchecked' });
  const [robotError, setRobotError] = useState(false);
  // A solution is single use: after a failed send the box is cleared so the visitor ticks it again.
  const wasFailed = useRef(failed);
  useEffect(() => {
    if (failed && !wasFailed.current) setRobot({ status: 'unchecked' });
    wasFailed.current = failed;
  }, [failed]);
  const baseId = useId();
  const copy = contactCopy;
  const element = useCallback((field: FieldName) => document.getElementById(`${baseId}-${field}`) as HTMLInputElement | null, [baseId]);
  // Two things reach the fields from outside React. What a visitor typed into the prerendered page before the app
  // hydrated is only in the DOM, and the next render (the session arriving is one) would overwrite it with the empty
  // state; and a signed-in person's name and email come a moment after the page shows. So once hydrated, and again
  // when the known sender changes, the DOM's text is taken into state and the known name and email fill only what is
  // still empty: what the person typed always wins.
  useEffect(() => {
    const shown = (field: FieldName) => element(field)?.value ?? '';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- synchronises from the DOM, an outside system here
    setValues((current) => {
      const next: ContactValues = {
        firstName: current.firstName || shown('firstName') || (known?.firstName ?? ''),
        lastName: current.lastName || shown('lastName') || (known?.lastName ?? ''),
        email: current.email || shown('email') || (known?.email ?? ''),
        message: current.message || shown('message'),
      };
      return FIELDS.some((field) => next[field] !== current[field]) ? next : current;
    });
  }, [known, element]);
  // 'Send another message' removes the button it was: focus goes on to the new form's first empty field.
  const wasSucceeded = useRef(succeeded);
  useEffect(() => {
    if (wasSucceeded.current && !succeeded) (FIELDS.map(element).find((input) => input?.value === '') ?? element('firstName'))?.focus();
    wasSucceeded.current = succeeded;
  }, [succeeded, element]);

  if (succeeded) {
    return (
      <ContactSent
        onAnother={() => {
          // The sender stays who they are: their name and email are kept, the message starts afresh.
          setValues((current) => ({ ...current, message: '' }));
          setErrors({});
          setRobot({ status: 'unchecked' });
          onReset();
        }}
      />
    );
  }

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    // Spec section 5: the email is checked on every change (empty is not an email error).
    if (field === 'email') {
      setErrors((current) => ({
        ...current,
        email: value.trim() !== '' && !isValidEmail(value) ? copy.invalidEmail : undefined,
      }));
    } else if (errors[field] && value.trim() !== '' && value.trim().length <= (field === 'message' ? MESSAGE_MAX : NAME_MAX)) {
      // An error goes once the field is put right: filled in, and back within its limit.
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The page is prerendered: what a visitor typed before the app hydrated is in the fields but not yet in state,
    // so the fields themselves are the source of truth here.
    const data = new FormData(event.currentTarget);
    const typed = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as unknown as ContactValues;
    const found = validate(typed);
    // Rendered before focusing, so the first invalid field is announced with its message already attached.
    flushSync(() => {
      setValues(typed);
      setErrors(found);
    });
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`${baseId}-${firstInvalid}`)?.focus();
      return;
    }
    if (robot.status !== 'solved') {
      setRobotError(true);
      return;
    }
    setRobotError(false);
    onSubmit({
      firstName: typed.firstName.trim(),
      lastName: typed.lastName.trim(),
      email: typed.email.trim(),
      message: typed.message.trim(),
      altcha: robot.payload,
    });
  };

  const field = (name: FieldName, label: string, kind: 'text' | 'email' | 'textarea', autoComplete?: string) => {
    const id = `${baseId}-${name}`;
    const errorId = `${id}-error`;
    const error = errors[name];
    const countId = `${id}-count`;
    const length = values[name].trim().length;
    const counted = name === 'message' && length >= COUNT_FROM;
    const describedBy = [error ? errorId : null, counted ? countId : null].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      name,
      value: values[name],
      onChange: change(name),
      required: true,
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    } as const;
    return (
      <div className={kind === 'textarea' ? `${styles.field} ${styles.wide}` : styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        {kind === 'textarea' ? (
          <textarea {...common} className={`${textFieldClassName} ${styles.textarea}`} rows={5} />
        ) : (
          <TextInput {...common} type={kind} autoComplete={autoComplete} />
        )}
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
        {counted ? (
          <p id={countId} className={length > MESSAGE_MAX ? styles.error : styles.note}>
            {copy.characterCount(count(length), count(MESSAGE_MAX))}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={`${baseId}-note`}>
      <p id={`${baseId}-note`} className={styles.note}>
        {copy.requiredNote}
      </p>
      <div className={styles.grid}>
        {field('firstName', copy.fields.firstName, 'text', 'given-name')}
        {field('lastName', copy.fields.lastName, 'text', 'family-name')}
        <div className={styles.wide}>{field('email', copy.fields.email, 'email', 'email')}</div>
        {field('message', copy.fields.message, 'textarea')}
      </div>
      <div className={styles.wide}>
          <RobotCheckbox
            state={robot}
            onChange={(next) => {
              setRobot(next);
              if (next.status === 'solved') setRobotError(false);
            }}
          />
          {robotError ? (
            <p className={styles.error} role="alert">
              {robotText}
            </p>
          ) : null}
      </div>
      {failed ? (
        <p className={styles.formError} role="alert">
          {errorDetail ?? copy.error}
        </p>
      ) : null}
      <Button type="submit" loading={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}

/** What replaces the form once it is sent; it takes focus, so the confirmation is read and the place is kept. */
function ContactSent({ onAnother }: { onAnother: () => void }) {
  const ref = useFocusOnMount<HTMLDivElement>(true);
  return (
    <div ref={ref} tabIndex={-1} className={styles.success} role="status">
      <p className={styles.successTitle}>{contactCopy.successTitle}</p>
      <p>{contactCopy.successText}</p>
      <Button variant="secondary" onClick={onAnother}>
        {contactCopy.sendAnother}
      </Button>
    </div>
  );
}
