// Job recommendations from the user's thrive answers (D26), each with the reasons: which of their phrases matched
// which part of the occupation. When there are none yet but thrive answers exist, one click makes them.
import { Link } from 'react-router';
import { Button } from '@waypoint/ui';
import { RECOMMENDATION_TEXT_MAX, RECOMMENDATION_TEXTS_MAX, type RecommendationResponse } from '@waypoint/domain';
import { useCreateRecommendations } from '../api/create-recommendations';
import styles from './dashboard.module.css';

const KIND_TEXT = { task: 'a task', skill: 'a skill', description: 'the description', title: 'the title' } as const;

export interface RecommendationsCardProps {
  recommendations: RecommendationResponse | null;
  /** The thrive answers of the latest attempt, if any. */
  thriveAnswers: readonly string[];
}

export function RecommendationsCard({ recommendations, thriveAnswers }: RecommendationsCardProps) {
  const create = useCreateRecommendations();
  const texts = thriveAnswers.map((t) => t.trim().slice(0, RECOMMENDATION_TEXT_MAX)).filter(Boolean).slice(0, RECOMMENDATION_TEXTS_MAX);
  const list = recommendations?.recommendations ?? [];
  return (
    <section className={styles.card} aria-labelledby="recommendations-title">
      <h2 id="recommendations-title">Jobs that fit what makes you thrive</h2>
      {list.length > 0 ? (
        <ul className={styles.list}>
          {list.map((item) => (
            <li key={item.code} className={styles.item}>
              <h3>
                <Link to={`/careers/${encodeURIComponent(item.code)}`}>{item.title}</Link> <span className={styles.muted}>({item.score}% fit)</span>
              </h3>
              {item.reasons.length > 0 ? (
                <ul className={styles.reasons} aria-label={`Why ${item.title}`}>
                  {item.reasons.slice(0, 3).map((reason) => (
                    <li key={`${reason.phrase}-${reason.trait}`}>
                      You wrote <q>{reason.phrase}</q>, which matches {KIND_TEXT[reason.kind]} &ldquo;{reason.trait}&rdquo;.
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : texts.length > 0 ? (
        <>
          <p>Your thrive answers are saved. Match them to occupations to see which jobs fit, and why.</p>
          <p>
            <Button onClick={() => create.mutate({ texts })} loading={create.isPending}>
              Find jobs from my answers
            </Button>
          </p>
          {create.error ? (
            <p className={styles.error} role="alert">
              {create.error.message}
            </p>
          ) : null}
        </>
      ) : (
        <p>
          No recommendations yet. Write your answers in <Link to="/assessments?exercise=what-makes-me-thrive">What Makes Me Thrive</Link> and we will match them to
          occupations.
        </p>
      )}
    </section>
  );
}
