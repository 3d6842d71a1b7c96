// Deleting one assessment result from the dashboard: the button on each result, the confirm step that names it (for
// good is for good), and the note that takes focus once it is gone, in place of the result the user was on.
import { Button, ConfirmDialog } from '@waypoint/ui';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { shortDateTime } from '../model/short-date';
import styles from './dashboard.module.css';

/** Which result, in words: 'What Is Not Working, 6 Dec 2026, 11:40'. */
export function resultCaption(title: string, completedAt: string): string {
  return `${title}, ${shortDateTime(completedAt)}`;
}

export function DeleteResultButton({ caption, deleting, onAsk }: { caption: string; deleting: boolean; onAsk: (caption: string) => void }) {
  // The name starts with the words on screen (WCAG 2.5.3) and says which result goes.
  return (
    <Button variant="ghost" className={styles.deleteResult} aria-label={`Delete result: ${caption}`} loading={deleting} onClick={() => onAsk(caption)}>
      Delete result
    </Button>
  );
}

export function ConfirmDeleteResult({ caption, onCancel, onConfirm }: { caption: string | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={caption !== null}
      tone="danger"
      title="Delete this result?"
      message={`${caption ?? ''}. Deleting it cannot be undone: its answers go, and your latest results, skill match and recommendations are worked out without it.`}
      cancelLabel="Keep it"
      confirmLabel="Delete result"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

export function DeletedNote({ caption }: { caption: string }) {
  const ref = useFocusOnMount<HTMLParagraphElement>(true);
  return (
    <p ref={ref} tabIndex={-1}>
      <strong>Result deleted.</strong> {caption} is no longer kept.
    </p>
  );
}
