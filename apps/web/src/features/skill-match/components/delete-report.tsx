// "Delete this report" under a saved report: a confirm step that names the report, since deleting is for good.
import { useState } from 'react';
import { Banner, Button, ConfirmDialog } from '@waypoint/ui';
import styles from './skill-match.module.css';

export interface DeleteReportProps {
  /** Which report, in the words of its caption: 'Graphic Designer to UX Designer, saved on 29 November 2026'. */
  caption: string;
  deleting: boolean;
  error: string | null;
  onDelete: () => void;
}

export function DeleteReport({ caption, deleting, error, onDelete }: DeleteReportProps) {
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.deleteReport}>
      <Button variant="ghost" loading={deleting} onClick={() => setAsking(true)}>
        Delete this report
      </Button>
      {error ? <Banner tone="error">We could not delete the report. {error}</Banner> : null}
      <ConfirmDialog
        open={asking}
        tone="danger"
        title="Delete this report?"
        message={`${caption}. Deleting it cannot be undone; your roadmap and your other reports stay as they are.`}
        cancelLabel="Keep it"
        confirmLabel="Delete report"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDelete();
        }}
      />
    </div>
  );
}
