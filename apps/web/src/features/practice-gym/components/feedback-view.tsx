// Feedback on one answer: every rubric criterion scored 1-5 with the user's own words that support the score
// (quoted, never paraphrased), and one suggestion. Shown under a fresh answer, and again under a past attempt.
import type { PracticeAttempt, Rubric } from '@waypoint/domain';
import { RUBRIC_SCORE_MAX } from '@waypoint/domain';
import styles from './practice.module.css';

export interface FeedbackViewProps {
  attempt: PracticeAttempt;
  rubric: Rubric | undefined;
}

export function FeedbackView({ attempt, rubric }: FeedbackViewProps) {
  return (
    <section className={styles.section} aria-labelledby="feedback-title" tabIndex={-1} id="feedback">
      <h2 id="feedback-title">Your feedback</h2>
      <p>
        Overall:{' '}
        <span className={styles.score}>
          {attempt.overall.toFixed(1)} / {RUBRIC_SCORE_MAX}
        </span>
      </p>
      <FeedbackDetails attempt={attempt} rubric={rubric} headingLevel={3} />
    </section>
  );
}

export interface FeedbackDetailsProps extends FeedbackViewProps {
  /** One below the heading the feedback sits under: 3 under the page's "Your feedback", 5 under a past attempt's title. */
  headingLevel: 3 | 5;
}

/** The scores per criterion, each with its quote and comment, and the suggestion. */
export function FeedbackDetails({ attempt, rubric, headingLevel }: FeedbackDetailsProps) {
  const Heading = `h${headingLevel}` as const;
  const titleOf = (id: string) => rubric?.criteria.find((c) => c.id === id)?.title ?? id.charAt(0).toUpperCase() + id.slice(1);
  return (
    <>
      <ul className={styles.criteria}>
        {attempt.feedback.criteria.map((item) => (
          <li key={item.criterion} className={styles.criterion}>
            <div className={styles.criterionHead}>
              <Heading className={styles.criterionTitle}>{titleOf(item.criterion)}</Heading>
              <span className={styles.score}>
                {item.score} / {RUBRIC_SCORE_MAX}
              </span>
            </div>
            {item.quote ? (
              <figure className={styles.quoteFigure}>
                <figcaption className={styles.muted}>In your words:</figcaption>
                <blockquote className={styles.quote}>
                  <p>{item.quote}</p>
                </blockquote>
              </figure>
            ) : (
              <p className={styles.muted}>No words in your answer matched this yet.</p>
            )}
            <p>{item.comment}</p>
          </li>
        ))}
      </ul>
      <div className={styles.suggestion}>
        <Heading className={styles.suggestionTitle}>One thing to try next time</Heading>
        <p>{attempt.feedback.suggestion}</p>
      </div>
    </>
  );
}
