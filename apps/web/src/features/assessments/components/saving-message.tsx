import { MESSAGES } from '@waypoint/domain';
import { Spinner } from '@waypoint/ui';
import styles from './assessments.module.css';

export function SavingMessage() {
  return (
    <div className={styles.saving} role="status">
      <Spinner announce={false} label="Saving" />
      <p>{MESSAGES.savingProgress}</p>
    </div>
  );
}
