// Job recommendations from the user's thrive answers (D26), each with the reasons: which of their phrases matched
// which part of the occupation. When there are none yet but thrive answers exist, one click makes them.
import { Link } from 'react-router';
import { Button } from '@waypoint/ui';
import type { RecommendationResponse } from '@waypoint/domain';
import { RecommendationList } from '../../../lib/recommendation-list';
import { recommendationTexts } from '../../../lib/recommendations';
import { useCreateRecommendations } from '../api/create-recommendations';
import styles from './dashboard.module.css';

export interface RecommendationsCardProps {
  recommendations: RecommendationResponse | null;
  /** The thrive answers of the latest attempt, if any. */
  thriveAnswers: readonly string[];
}

export function RecommendationsCard({ recommendations, thriveAnswers }: RecommendationsCardProps) {
  const create = useCreateRecommendations();
  const texts = recommendationTexts(thriveAnswers);
  const list = recommendations?.recommendations ?? [];
  return (
    <section className={styles.card} aria-labelledby="recommendations-title">
      <h2 id="recommendations-title">Jobs that fit what makes you thrive</h2>
      {list.length > 0 ? (
        <RecommendationList recommendations={list} />
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
