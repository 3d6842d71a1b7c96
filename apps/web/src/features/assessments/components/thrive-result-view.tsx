import type { ThriveResult } from '@waypoint/domain';
import { MESSAGES } from '@waypoint/domain';
import styles from './assessments.module.css';

/** Each prompt without its trailing dots, then the answer or 'No response provided'. */
export function ThriveResultView({ result }: { result: ThriveResult }) {
  if (result.entries.length === 0) return <p>{MESSAGES.noReport}</p>;
  return (
    <dl className={styles.entries}>
      {result.entries.map((entry) => (
        <div key={entry.question_id}>
          <dt>{entry.prompt}</dt>
          <dd>{entry.display}</dd>
        </div>
      ))}
    </dl>
  );
}
