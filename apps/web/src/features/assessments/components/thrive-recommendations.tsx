// Jobs that fit the career pitch (D26), shown with the pitch itself: the answers go to POST /api/recommendations
// (anonymous allowed) and come back as ranked occupations with the phrases that matched.
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@waypoint/ui';
import { RecommendationList } from '../../../lib/recommendation-list';
import { LoadFailed } from '../../../lib/load-failed';
import { createRecommendations, recommendationTexts } from '../../../lib/recommendations';
import styles from './assessments.module.css';

export function ThriveRecommendations({ answers }: { answers: readonly string[] }) {
  const texts = recommendationTexts(answers);
  const found = useQuery({
    queryKey: ['recommendations', 'for-texts', texts],
    queryFn: ({ signal }) => createRecommendations({ texts }, signal),
    enabled: texts.length > 0,
    // The same answers always match the same occupations: ask once per set of answers.
    staleTime: Infinity,
    retry: false,
  });
  if (texts.length === 0) return null;
  return (
    <section className={styles.recommendations} aria-labelledby="thrive-recommendations-title" aria-busy={found.isPending}>
      <h3 id="thrive-recommendations-title">Jobs that fit what makes you thrive</h3>
      {found.isPending ? (
        <Spinner label="Matching your answers to occupations…" showLabel />
      ) : found.isError ? (
        <LoadFailed what="the jobs that fit your answers" error={found.error} retrying={found.isFetching} onRetry={() => void found.refetch()} />
      ) : found.data.recommendations.length === 0 ? (
        <p>No occupation matched your answers closely. Add a little more detail about the work you enjoy and try again.</p>
      ) : (
        <>
          <p>Matched from your own words; open one to see its skills, pay and a typical day.</p>
          <RecommendationList recommendations={found.data.recommendations} reasonsEach={2} />
        </>
      )}
    </section>
  );
}
