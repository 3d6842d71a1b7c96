// The latest result of each exercise with the change since the previous attempt (D18). Any result can be deleted: the
// only one of an exercise from here, the others from its list of every result.
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '@waypoint/ui';
import { useDeleteResult } from '../api/delete-result';
import { describeDelta, trendOf, type ExerciseSummary } from '../model/assessment-changes';
import { ConfirmDeleteResult, DeletedNote, DeleteResultButton, resultCaption } from './delete-result';
import { ExerciseHistory } from './exercise-history';
import styles from './dashboard.module.css';
import { shortDate, shortDateTime } from '../model/short-date';

/** A day, or a day and time when the latest attempt and the one it is compared with share the day. */
function when(summary: ExerciseSummary, iso: string): string {
  const previous = summary.previous?.completed_at;
  const sameDay = previous !== undefined && previous !== null && shortDate(previous) === shortDate(summary.latest.completed_at);
  return sameDay ? shortDateTime(iso) : shortDate(iso);
}

export function AssessmentResults({ summaries }: { summaries: readonly ExerciseSummary[] }) {
  const remove = useDeleteResult();
  const [asking, setAsking] = useState<{ id: string; caption: string } | null>(null);
  const deletingId = remove.isPending ? remove.variables.id : null;
  const onAskDelete = (id: string, caption: string) => setAsking({ id, caption });
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="results-title">
      <h2 id="results-title">Your assessment results</h2>
      {/* Keyed by result: deleting another one is news again, and takes focus again. */}
      {remove.isSuccess ? <DeletedNote key={remove.variables.id} caption={remove.variables.caption} /> : null}
      {remove.isError ? <Banner tone="error">We could not delete the result. {remove.error.message}</Banner> : null}
      {summaries.length === 0 ? (
        <p>
          No results yet. <Link to="/assessments?exercise=whats-not-working">Start What&apos;s Not Working</Link>: it takes about three minutes.
        </p>
      ) : (
        <ul className={styles.list}>
          {summaries.map((summary) => (
            <li key={summary.slug} className={styles.item}>
              <h3>{summary.title}</h3>
              <p className={styles.muted}>
                Latest on {when(summary, summary.latest.completed_at)} · {summary.attempts === 1 ? 'first attempt' : `${summary.attempts} attempts`}
                {summary.previous ? `, compared with ${when(summary, summary.previous.completed_at)}` : ''}
              </p>
              {summary.latest.scores ? <p>{summary.latest.scores.summary}</p> : null}
              {summary.dimensions.length > 0 && summary.scoreMeaning ? <p className={styles.muted}>{summary.scoreMeaning}</p> : null}
              {summary.dimensions.length > 0 ? (
                <ul className={styles.dimensions} aria-label={`${summary.title}: scores by dimension`}>
                  {summary.dimensions.map((d) => {
                    const change = describeDelta(d.delta);
                    // Colour says better or worse for the person (a rise in frustration is worse), never just up or down.
                    const trend = trendOf(summary.slug, d.delta);
                    return (
                      <li key={d.dimension} className={styles.dimension}>
                        <span>
                          {d.dimension}: {d.score}
                        </span>
                        <span className={styles.delta} data-trend={trend}>
                          {change.symbol ? <span aria-hidden="true">{change.symbol} </span> : null}
                          {change.text}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              ) : summary.latest.thrive ? (
                <p className={styles.muted}>{summary.latest.thrive.entries.filter((e) => e.answer).length} answers written</p>
              ) : null}
              {summary.attempts > 1 ? (
                <ExerciseHistory slug={summary.slug} title={summary.title} total={summary.attempts} deletingId={deletingId} onAskDelete={onAskDelete} />
              ) : (
                <DeleteResultButton
                  caption={resultCaption(summary.title, summary.latest.completed_at)}
                  deleting={deletingId === summary.latest.attempt_id}
                  onAsk={(caption) => onAskDelete(summary.latest.attempt_id, caption)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {summaries.length > 0 ? (
        <p>
          <Link to="/assessments">Take an assessment again</Link>
        </p>
      ) : null}
      <ConfirmDeleteResult
        caption={asking?.caption ?? null}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          if (asking) remove.mutate(asking);
        }}
      />
    </section>
  );
}
