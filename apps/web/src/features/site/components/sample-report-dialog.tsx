import { Dialog } from '@waypoint/ui';
import styles from './sample-report-dialog.module.css';

interface SampleReport {
  title: string;
  note: string;
  scale: string;
  summary: string;
  rows: ReadonlyArray<{ label: string; score: number }>;
}

interface SampleReportDialogProps {
  open: boolean;
  onClose: () => void;
  report: SampleReport;
}

const MAX_SCORE = 5;

/**
 * The 'See sample report' view. The bars are plain HTML with the numbers written out, so the report
 * reads the same without seeing the bars. An empty report shows the spec's 'no report' state.
 */
export function SampleReportDialog({ open, onClose, report }: SampleReportDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={report.title}>
      {report.rows.length === 0 ? (
        <p>No report</p>
      ) : (
        <>
          <p className={styles.note}>{report.note}</p>
          <p>{report.summary}</p>
          <p className={styles.note}>{report.scale}</p>
          <dl className={styles.bars}>
            {report.rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.fill} style={{ inlineSize: `${(row.score / MAX_SCORE) * 100}%` }} />
                  </span>
                  <span>
                    {row.score} of {MAX_SCORE}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Dialog>
  );
}
