import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive confirmations (deleting), 'primary' otherwise. */
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  /** Also called for Escape and the × button. */
  onCancel: () => void;
}

/** 'Are you sure?' in a Dialog. Cancel comes first in the tab order so the safe choice is the easy one. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      describedBy={message ? messageId : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <p id={messageId} className={styles.message}>{message}</p> : null}
    </Dialog>
  );
}
