// Every finished attempt of one exercise behind a toggle under its latest result (D18 keeps them all): the date,
// the summary and each score, newest first, a page at a time, read only once someone opens the list. Each can be
// deleted (the confirm step is the parent's: it outlives the list when the last but one goes).
import { useState } from 'react';
import type { AssessmentSlug } from '@waypoint/domain';
import { Button } from '@waypoint/ui';
import { useExerciseHistory } from '../api/exercise-history';
import type { HistoryItem } from '../api/latest-results';
import { OlderPages, olderPagesOf, useFocusOnOlder } from '../../../lib/older-pages';
import { LoadFailed } from '../../../lib/load-failed';
import { shortDateTime } from '../model/short-date';
import { DeleteResultButton, resultCaption } from './delete-result';
import styles from './dashboard.module.css';

/** What one past result says: its scores, or for the thrive exercise how many answers were written. */
function scoresOf(attempt: HistoryItem): string {
  if (attempt.scores) return attempt.scores.dimensions.map((d) => `${d.dimension} ${d.score}`).join(' · ');
  const written = attempt.thrive?.entries.filter((e) => e.answer).length ?? 0;
  return `${written} ${written === 1 ? 'answer' : 'answers'} written`;
}

export interface ExerciseHistoryProps {
  slug: AssessmentSlug;
  title: string;
  total: number;
  /** The result being deleted, if any. */
  deletingId: string | null;
  onAskDelete: (id: string, caption: string) => void;
}

export function ExerciseHistory({ slug, title, total, deletingId, onAskDelete }: ExerciseHistoryProps) {
  const [open, setOpen] = useState(false);
  const history = useExerciseHistory(slug, open);
  const attempts = history.data?.pages.flatMap((page) => page.attempts) ?? [];
  const focus = useFocusOnOlder(attempts.length);
  const id = `history-${slug}`;

  return (
    <>
      <Button variant="ghost" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide all results' : `Show all ${total} results`}
      </Button>
      <div id={id}>
        {!open ? null : history.isPending ? (
          <p className={styles.muted}>Loading your results...</p>
        ) : history.isError && attempts.length === 0 ? (
          <LoadFailed what="your results" error={history.error} retrying={history.isFetching} onRetry={() => void history.refetch()} />
        ) : (
          <>
            <ol className={styles.history} aria-label={`${title}: every result, newest first`}>
              {attempts.map((attempt, index) => (
                <li key={attempt.attempt_id}>
                  <h4 tabIndex={-1} ref={focus.itemRef(index)}>
                    {shortDateTime(attempt.completed_at)}
                  </h4>
                  {attempt.scores ? <p>{attempt.scores.summary}</p> : null}
                  <p className={styles.muted}>{scoresOf(attempt)}</p>
                  <DeleteResultButton
                    caption={resultCaption(title, attempt.completed_at)}
                    deleting={deletingId === attempt.attempt_id}
                    onAsk={(caption) => onAskDelete(attempt.attempt_id, caption)}
                  />
                </li>
              ))}
            </ol>
            <OlderPages shown={attempts.length} total={history.data?.pages[0]?.total ?? total} noun="results" {...olderPagesOf(history, focus)} />
          </>
        )}
      </div>
    </>
  );
}
