// The full-screen modal that hosts one exercise. Questions always come from the API (by-title is public, so
// anonymous visitors get the same ones); the states are the spec's loading, error and empty texts.
import { DEFINITIONS, cardFor } from '@waypoint/assessment';
import { ASSESSMENT_TITLE_BY_SLUG, MESSAGES, type AssessmentSlug } from '@waypoint/domain';
import { Button, Dialog, Spinner } from '@waypoint/ui';
import { failureReason } from '../../../lib/load-failed';
import { useAssessmentByTitle } from '../api/assessment-api';
import styles from './assessments.module.css';
import { RatingFlow } from './rating-flow';
import { ThriveFlow } from './thrive-flow';

export interface ExerciseOverlayProps {
  slug: AssessmentSlug;
  signedIn: boolean;
  onClose: () => void;
  onOpenExercise: (slug: AssessmentSlug) => void;
}

export function ExerciseOverlay({ slug, signedIn, onClose, onOpenExercise }: ExerciseOverlayProps) {
  const query = useAssessmentByTitle(ASSESSMENT_TITLE_BY_SLUG[slug]);
  const definition = DEFINITIONS[slug];

  let body;
  if (query.isPending) {
    body = (
      <div className={styles.saving} role="status">
        <Spinner announce={false} />
        <p>{MESSAGES.loadingQuestions}</p>
      </div>
    );
  } else if (query.isError) {
    const message = failureReason(query.error);
    body = (
      <div className={styles.saving}>
        <p role="alert">{MESSAGES.questionLoadError(message)}</p>
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (query.data.questions.length === 0) {
    body = <p>{MESSAGES.noQuestions}</p>;
  } else if (definition.kind === 'scale') {
    // key: a new exercise starts from its own stored progress.
    body = <RatingFlow key={slug} assessment={query.data} definition={definition} signedIn={signedIn} onOpenExercise={onOpenExercise} />;
  } else {
    body = <ThriveFlow key={slug} assessment={query.data} definition={definition} signedIn={signedIn} onOpenExercise={onOpenExercise} />;
  }

  return (
    <Dialog open onClose={onClose} title={cardFor(slug).title} className={styles.overlay} closeLabel="Close exercise">
      {body}
    </Dialog>
  );
}
