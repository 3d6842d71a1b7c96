// A signed-in user's practice: the level per soft skill over time (a chart with a table as its text alternative) and
// the list of past attempts (past-attempts.tsx).
import { Chart, type ChartOption } from '@waypoint/ui';
import { RUBRIC_SCORE_MAX, SOFT_SKILL_LABELS, type PracticeProgress } from '@waypoint/domain';
import { PastAttempts, type PastAttemptsProps } from './past-attempts';
import styles from './practice.module.css';

/** The past attempts' own props, and the progress the chart draws. */
export interface PracticeHistoryProps extends PastAttemptsProps {
  progress: PracticeProgress | undefined;
}

/**
 * One line per practised skill over the moments anyone was scored (a category axis: a time axis crowds its labels
 * when several attempts fall on one day). A skill has no point where it was not practised; the line bridges the gap.
 */
export function levelOverTimeOption(progress: PracticeProgress): ChartOption {
  const practised = progress.skills.filter((s) => s.history.length > 0);
  const moments = [...new Set(practised.flatMap((s) => s.history.map((p) => p.at)))].sort();
  return {
    grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: practised.map((s) => SOFT_SKILL_LABELS[s.skill]) },
    xAxis: { type: 'category', data: momentLabels(moments), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', min: 1, max: RUBRIC_SCORE_MAX, interval: 1 },
    series: practised.map((s) => {
      const byMoment = new Map(s.history.map((p) => [p.at, p.level]));
      return { type: 'line', name: SOFT_SKILL_LABELS[s.skill], data: moments.map((at) => byMoment.get(at) ?? null), connectNulls: true, showSymbol: true };
    }),
  };
}

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
const shortTime = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** '28 Nov'; with the time when the day holds several attempts ('28 Nov 14:05'), so its points can be told apart. */
export function momentLabels(moments: readonly string[]): string[] {
  const days = moments.map(shortDate);
  return moments.map((at, i) => (days.filter((d) => d === days[i]).length > 1 ? `${days[i]} ${shortTime(at)}` : days[i]!));
}

export function PracticeHistory({ progress, ...past }: PracticeHistoryProps) {
  const practised = progress?.skills.filter((s) => s.attempts > 0) ?? [];
  return (
    <section className={styles.section} aria-labelledby="history-title">
      <h2 id="history-title">Your practice</h2>
      {past.attempts.length > 0 && progress && practised.length > 0 ? (
        <Chart
          option={levelOverTimeOption(progress)}
          ariaLabel="Line chart of your level per soft skill over time"
          alternativeLabel="Show your levels as a table"
          textAlternative={
            <table className={styles.table}>
              <caption className="visually-hidden">Your level per soft skill</caption>
              <thead>
                <tr>
                  <th scope="col">Soft skill</th>
                  <th scope="col">Level now (1-5): your last 3 scores on average</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Scores over time</th>
                </tr>
              </thead>
              <tbody>
                {practised.map((s) => (
                  <tr key={s.skill}>
                    <th scope="row">{SOFT_SKILL_LABELS[s.skill]}</th>
                    <td>{s.level === null ? '-' : s.level.toFixed(1)}</td>
                    <td>{s.attempts}</td>
                    <td>{s.history.map((p) => p.level.toFixed(1)).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      ) : null}
      <PastAttempts {...past} />
    </section>
  );
}
