// A signed-in user's past attempts (attempt-card.tsx), newest first, a page at a time. Deleting one takes a confirm
// step that names it, since deleting is for good. The deleted card leaves the list, so "Attempt deleted." takes
// focus in its place: a keyboard or screen-reader user is not dropped at the top of the page.
import { useState } from 'react';
import { Banner, ConfirmDialog } from '@waypoint/ui';
import type { PracticeAttempt, Rubric, Scenario } from '@waypoint/domain';
import { OlderPages, useFocusOnOlder, type OlderPagesProps } from '../../../lib/older-pages';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { AttemptCard } from './attempt-card';
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
  /** Loading the older ones. */
  older: Pick<OlderPagesProps, 'hasMore' | 'loading' | 'error' | 'onLoad'>;
  /** The scenarios on offer: they name each attempt's scenario and take the user back to it. */
  scenarios: readonly Scenario[];
  /** Names the criteria in each attempt's feedback. */
  rubric: Rubric | undefined;
  deletion: AttemptDeletion;
}

function DeletedNote({ caption }: { caption: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>(true);
  return (
    <p ref={ref} tabIndex={-1} className={styles.note}>
      <strong>Attempt deleted.</strong> {caption} is no longer kept, and your level per skill no longer counts it.
    </p>
  );
}

export function PastAttempts({ attempts, total, older, scenarios, rubric, deletion }: PastAttemptsProps) {
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
            {attempts.map((attempt, index) => (
              <AttemptCard
                key={attempt.id ?? attempt.createdAt}
                attempt={attempt}
                scenario={scenarios.find((s) => s.id === attempt.scenarioId)}
                rubric={rubric}
                titleRef={focus.itemRef(index)}
                deleting={attempt.id !== null && deletion.deletingId === attempt.id}
                onAskDelete={(caption) => setAsking({ id: attempt.id!, caption })}
              />
            ))}
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
