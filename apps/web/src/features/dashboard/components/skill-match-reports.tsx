// The saved skill-match reports (D18): the newest few, each opened in the app or downloaded as a PDF, and the rest
// behind a toggle, so someone who has run many matches still sees the whole dashboard at a glance. The list comes a
// page at a time; someone with more reports than a page loads the older ones on demand.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@waypoint/ui';
import type { ReportSummary, useSkillMatchReports } from '../api/skill-match-reports';
import { OlderPages, olderPagesOf, useFocusOnOlder } from '../../../lib/older-pages';
import styles from './dashboard.module.css';
import { shortDate } from '../model/short-date';

const REPORTS_SHOWN = 3;

export function SkillMatchReports({ list }: { list: ReturnType<typeof useSkillMatchReports> }) {
  const [all, setAll] = useState(false);
  const pages = list.data?.pages ?? [];
  const reports: ReportSummary[] = pages.flatMap((page) => page.reports);
  const total = pages[0]?.total ?? 0;
  const shown = all ? reports : reports.slice(0, REPORTS_SHOWN);
  const focus = useFocusOnOlder(reports.length);

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
              <h3 tabIndex={-1} ref={focus.itemRef(index)}>
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
      {all ? (
        <OlderPages shown={reports.length} total={total} noun="reports" {...olderPagesOf(list, focus)} />
      ) : null}
      {total > REPORTS_SHOWN ? (
        <Button variant="ghost" aria-expanded={all} aria-controls="skill-match-report-list" onClick={() => setAll((value) => !value)}>
          {all ? `Show the latest ${REPORTS_SHOWN}` : `Show all ${total} reports`}
        </Button>
      ) : null}
    </section>
  );
}
