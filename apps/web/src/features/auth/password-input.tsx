import { useState } from 'react';
import { TextInput, type TextInputProps } from '@waypoint/ui';
import styles from './auth-forms.module.css';

/** A password field with a show/hide toggle (spec: login and signup); the toggle says what it will do. */
export function PasswordInput(props: Omit<TextInputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordRow}>
      <TextInput {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className={styles.toggle} onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-label={visible ? 'Hide password' : 'Show password'}>
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
