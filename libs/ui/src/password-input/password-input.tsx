import { useState } from 'react';
import { TextInput, type TextInputProps } from '../text-input';
import styles from './password-input.module.css';

/**
 * A password field with a show/hide toggle (spec: log-in and sign-up; also changing and resetting a password), so a
 * long passphrase can be checked before it is sent. The toggle says what it will do and reports its state.
 */
export function PasswordInput(props: Omit<TextInputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.row}>
      <TextInput {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className={styles.toggle} onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-label={visible ? 'Hide password' : 'Show password'}>
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
