// One past attempt in the history: the scenario, when, the overall score; it opens to the answer as written and its
// feedback, and offers the scenario again and deleting the attempt.
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button, Collapsible, VisuallyHidden } from '@waypoint/ui';
import { RUBRIC_SCORE_MAX, SOFT_SKILL_LABELS, type PracticeAttempt, type Rubric, type Scenario } from '@waypoint/domain';
import { FeedbackDetails } from './feedback-view';
import styles from './practice.module.css';

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export interface AttemptCardProps {
  attempt: PracticeAttempt;
  /** Its scenario, when still on offer (it names the attempt and can be practised again). */
  scenario: Scenario | undefined;
  rubric: Rubric | undefined;
  /** The title, focused when the card arrives with older ones. */
  titleRef: Ref<HTMLHeadingElement>;
  deleting: boolean;
  onAskDelete: (caption: string) => void;
}

export function AttemptCard({ attempt, scenario, rubric, titleRef, deleting, onAskDelete }: AttemptCardProps) {
  const title = scenario?.title ?? attempt.scenarioId;
  // Which attempt, in words: 'Negotiate a raise, 6 Dec 2026, 01:45'.
  const caption = `${title}, ${dateTime(attempt.createdAt)}`;
  return (
    <li className={styles.card}>
      <h4 className={styles.criterionTitle} tabIndex={-1} ref={titleRef}>
        {title}
      </h4>
      <p className={styles.muted}>
        {SOFT_SKILL_LABELS[attempt.skill]} · {dateTime(attempt.createdAt)}
      </p>
      <p>
        Overall{' '}
        <span className={styles.score}>
          {attempt.overall.toFixed(1)} / {RUBRIC_SCORE_MAX}
        </span>
      </p>
      <Collapsible
        title={
          <>
            {/* Every card has one: the hidden words say which attempt it opens. */}
            Your answer and feedback<VisuallyHidden>: {caption}</VisuallyHidden>
          </>
        }
      >
        <div className={styles.pastFeedback}>
          <figure className={styles.quoteFigure}>
            <figcaption className={styles.muted}>You wrote:</figcaption>
            <blockquote className={styles.quote}>
              <p className={styles.answer}>{attempt.answer}</p>
            </blockquote>
          </figure>
          <FeedbackDetails attempt={attempt} rubric={rubric} headingLevel={5} />
        </div>
      </Collapsible>
      <div className={styles.attemptActions}>
        {scenario ? (
          // The name starts with the words on screen (WCAG 2.5.3) and says which scenario it opens.
          <Link to={`?scenario=${encodeURIComponent(scenario.id)}`} aria-label={`Practise again: ${title}`}>
            Practise again
          </Link>
        ) : null}
        {attempt.id ? (
          <Button variant="ghost" aria-label={`Delete attempt: ${caption}`} loading={deleting} onClick={() => onAskDelete(caption)}>
            Delete attempt
          </Button>
        ) : null}
      </div>
    </li>
  );
}
