// The saved skill-match reports (D18): the newest few, each opened in the app or downloaded as a PDF, and the rest
// behind a toggle, so someone who has run many matches still sees the whole dashboard at a glance. The list comes a
// page at a time; someone with more reports than a page loads the older ones on demand.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@waypoint/ui';
import type { ReportSummary, useSkillMatchReports } from '../api/skill-match-reports';
import styles from './dashboard.module.css';
import { shortDate } from '../model/short-date';

const REPORTS_SHOWN = 3;

export function SkillMatchReports({ list }: { list: ReturnType<typeof useSkillMatchReports> }) {
  const [all, setAll] = useState(false);
  const pages = list.data?.pages ?? [];
  const reports: ReportSummary[] = pages.flatMap((page) => page.reports);
  const total = pages[0]?.total ?? 0;
  const shown = all ? reports : reports.slice(0, REPORTS_SHOWN);

  // Older reports appear below the button that asked for them (which goes away with the last page): focus moves to
  // the first of them, so a keyboard or screen-reader user carries on reading where the list grew.
  const firstNew = useRef<number | null>(null);
  const items = useRef<HTMLHeadingElement[]>([]);
  useEffect(() => {
    const index = firstNew.current;
    if (index !== null && index < reports.length) {
      items.current[index]?.focus();
      firstNew.current = null;
    }
  }, [reports.length]);
  const loadOlder = () => {
    firstNew.current = reports.length;
    void list.fetchNextPage();
  };

  return (
    <section className={styles.card} aria-labelledby="reports-title">
      <h2 id="reports-title">Skill-match reports</h2>
      {reports.length === 0 ? (
        <p>
          No reports yet. <Link to="/skillmatch">Run a skill match</Link> to compare your skills with a role you want.
        </p>
      ) : (
        <ul className={styles.list} id="skill-match-report-list">
          {shown.map((report, index) => (
            <li key={report.report_id} className={styles.item}>
              <h3
                tabIndex={-1}
                ref={(element) => {
                  if (element) items.current[index] = element;
                }}
              >
                {report.current_role} to {report.desired_role}
              </h3>
              <p className={styles.muted}>
                {report.percent}% match · {shortDate(report.created_at)}
              </p>
              <p className={styles.links}>
                <Link to={`/skillmatch/reports/${encodeURIComponent(report.report_id)}`}>Open the report</Link>
                <a href={`/api/skillmatch/reports/${encodeURIComponent(report.report_id)}/pdf`} download>
                  Download it (PDF)
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
      {all && list.hasNextPage ? (
        <p className={styles.links}>
          <span className={styles.muted}>
            Showing {reports.length} of {total}.
          </span>
          <Button variant="secondary" loading={list.isFetchingNextPage} onClick={loadOlder}>
            Show older reports
          </Button>
        </p>
      ) : null}
      {list.isFetchNextPageError ? (
        <p className={styles.error} role="alert">
          {list.error.message}
        </p>
      ) : null}
      {total > REPORTS_SHOWN ? (
        <Button variant="ghost" aria-expanded={all} aria-controls="skill-match-report-list" onClick={() => setAll((value) => !value)}>
          {all ? `Show the latest ${REPORTS_SHOWN}` : `Show all ${total} reports`}
        </Button>
      ) : null}
    </section>
  );
}
