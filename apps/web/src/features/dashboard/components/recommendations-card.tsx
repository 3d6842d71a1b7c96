// Job recommendations from the user's thrive answers (D26), each with the reasons: which of their phrases matched
// which part of the occupation. When there are none yet but thrive answers exist, one click makes them. The best few
// show; the rest wait behind a toggle, as the skill-match reports do, so ten jobs with three reasons each do not make
// the dashboard several screens long.
import { useState } from 'react';
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

const JOBS_SHOWN = 3;

export function RecommendationsCard({ recommendations, thriveAnswers }: RecommendationsCardProps) {
  const create = useCreateRecommendations();
  const [all, setAll] = useState(false);
  const texts = recommendationTexts(thriveAnswers);
  const list = recommendations?.recommendations ?? [];
  return (
    <section className={styles.card} aria-labelledby="recommendations-title">
      <h2 id="recommendations-title">Jobs that fit what makes you thrive</h2>
      {list.length > 0 ? (
        <>
          <div id="recommendation-list">
            <RecommendationList recommendations={all ? list : list.slice(0, JOBS_SHOWN)} />
          </div>
          {list.length > JOBS_SHOWN ? (
            <Button variant="ghost" aria-expanded={all} aria-controls="recommendation-list" onClick={() => setAll((value) => !value)}>
              {all ? `Show the best ${JOBS_SHOWN}` : `Show all ${list.length} jobs`}
            </Button>
          ) : null}
        </>
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
