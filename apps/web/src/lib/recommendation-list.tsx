// Ranked occupations with the reasons: which of the user's phrases matched which part of the occupation (D26).
import { Link } from 'react-router';
import type { RecommendationResponse } from '@waypoint/domain';
import styles from './recommendation-list.module.css';

const KIND_TEXT = { task: 'a task', skill: 'a skill', description: 'the description', title: 'the title' } as const;

/** Tasks and descriptions are sentences: their own full stop would double the one closing ours. */
const withoutFullStop = (text: string) => text.replace(/(?<!\.)\.$/, '');

export function RecommendationList({ recommendations, reasonsEach = 3 }: { recommendations: RecommendationResponse['recommendations']; reasonsEach?: number }) {
  return (
    <ul className={styles.list}>
      {recommendations.map((item) => (
        <li key={item.code} className={styles.item}>
          <h3>
            <Link to={`/careers/${encodeURIComponent(item.code)}`}>{item.title}</Link> <span className={styles.fit}>({item.score}% fit)</span>
          </h3>
          {item.reasons.length > 0 ? (
            <ul className={styles.reasons} aria-label={`Why ${item.title}`}>
              {item.reasons.slice(0, reasonsEach).map((reason) => (
                <li key={`${reason.phrase}-${reason.trait}`}>
                  You wrote <q>{reason.phrase}</q>, which matches {KIND_TEXT[reason.kind]} &ldquo;{withoutFullStop(reason.trait)}&rdquo;.
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
