// The latest result of each exercise with the change since the previous attempt (D18).
import { Link } from 'react-router';
import { describeDelta, trendOf, type ExerciseSummary } from '../model/assessment-changes';
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
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="results-title">
      <h2 id="results-title">Your assessment results</h2>
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
              {summary.attempts > 1 ? <ExerciseHistory slug={summary.slug} title={summary.title} total={summary.attempts} /> : null}
            </li>
          ))}
        </ul>
      )}
      {summaries.length > 0 ? (
        <p>
          <Link to="/assessments">Take an assessment again</Link>
        </p>
      ) : null}
    </section>
  );
}
