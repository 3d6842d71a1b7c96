// A signed-in user's past attempts, newest first, a page at a time; each opens to the answer as written and its
// feedback, and can be deleted after a confirm step that
// names it, since deleting is for good. The deleted card leaves the list, so "Attempt deleted." takes focus in its
// place: a keyboard or screen-reader user is not dropped at the top of the page.
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner, Button, Collapsible, ConfirmDialog, VisuallyHidden } from '@waypoint/ui';
import { RUBRIC_SCORE_MAX, SOFT_SKILL_LABELS, type PracticeAttempt, type Rubric, type Scenario } from '@waypoint/domain';
import { OlderPages, useFocusOnOlder, type OlderPagesProps } from '../../../lib/older-pages';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { FeedbackDetails } from './feedback-view';
import styles from './practice.module.css';

/** Deleting one attempt: which one is on its way out, why the last try failed, the one just deleted. */
export interface AttemptDeletion {
  deletingId: string | null;
  error: string | null;
  deleted: { id: string; caption: string } | null;
  onDelete: (id: string, caption: string) => void;
}

export interface PastAttemptsProps {
  /** The attempts loaded so far, newest first. */
  attempts: readonly PracticeAttempt[];
  /** How many the user has in all. */
  total: number;
  older: Pick<OlderPagesProps, 'hasMore' | 'loading' | 'error' | 'onLoad'>;
  /** The scenarios on offer: they name each attempt's scenario and take the user back to it. */
  scenarios: readonly Scenario[];
  /** Names the criteria in each attempt's feedback. */
  rubric: Rubric | undefined;
  deletion: AttemptDeletion;
}

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function DeletedNote({ caption }: { caption: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>(true);
  return (
    <p ref={ref} tabIndex={-1} className={styles.note}>
      <strong>Attempt deleted.</strong> {caption} is no longer kept, and your level per skill no longer counts it.
    </p>
  );
}

export function PastAttempts({ attempts, total, older, scenarios, rubric, deletion }: PastAttemptsProps) {
  const scenarioOf = (id: string) => scenarios.find((s) => s.id === id);
  const focus = useFocusOnOlder(attempts.length);
  const [asking, setAsking] = useState<{ id: string; caption: string } | null>(null);
  return (
    <>
      {/* Keyed by attempt: deleting another one is news again, and takes focus again. */}
      {deletion.deleted ? <DeletedNote key={deletion.deleted.id} caption={deletion.deleted.caption} /> : null}
      {deletion.error ? <Banner tone="error">We could not delete the attempt. {deletion.error}</Banner> : null}
      {attempts.length === 0 ? (
        <p className={styles.note}>No attempts yet. Pick a scenario above and write your first answer; your level per skill will show here.</p>
      ) : (
        <>
          <h3>Past attempts</h3>
          <ul className={styles.list}>
            {attempts.map((attempt, index) => {
              const scenario = scenarioOf(attempt.scenarioId);
              const title = scenario?.title ?? attempt.scenarioId;
              const caption = `${title}, ${dateTime(attempt.createdAt)}`;
              return (
                <li key={attempt.id ?? attempt.createdAt} className={styles.card}>
                  <h4 className={styles.criterionTitle} tabIndex={-1} ref={focus.itemRef(index)}>
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
                      <Button
                        variant="ghost"
                        aria-label={`Delete attempt: ${caption}`}
                        loading={deletion.deletingId === attempt.id}
                        onClick={() => setAsking({ id: attempt.id!, caption })}
                      >
                        Delete attempt
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <OlderPages
            shown={attempts.length}
            total={total}
            noun="attempts"
            {...older}
            onLoad={() => {
              focus.expectOlder();
              older.onLoad();
            }}
          />
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        tone="danger"
        title="Delete this attempt?"
        message={`${asking?.caption ?? ''}. Deleting it cannot be undone: its answer and feedback go, and your level per skill is worked out without it.`}
        cancelLabel="Keep it"
        confirmLabel="Delete attempt"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          if (asking) deletion.onDelete(asking.id, asking.caption);
        }}
      />
    </>
  );
}
