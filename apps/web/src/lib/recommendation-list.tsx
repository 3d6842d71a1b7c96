// Ranked occupations with the reasons: which of the user's phrases matched which part of the occupation (D26).
import { Link } from 'react-router';
import type { RecommendationResponse } from '@waypoint/domain';
import styles from './recommendation-list.module.css';

type Reason = RecommendationResponse['recommendations'][number]['reasons'][number];

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
                  <ReasonText reason={reason} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Why one role: the phrase quoted, then what of the role it met, or for a role left, what that work shares with it. */
function ReasonText({ reason }: { reason: Reason }) {
  if (reason.kind === 'experience') {
    return (
      <>
        You wrote <q>{reason.phrase}</q>; this role also asks for what that work uses: {reason.trait}.
      </>
    );
  }
  return (
    <>
      You wrote <q>{reason.phrase}</q>, which matches {KIND_TEXT[reason.kind]} &ldquo;{withoutFullStop(reason.trait)}&rdquo;.
    </>
  );
}
