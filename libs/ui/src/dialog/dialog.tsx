import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { cx } from '../utils';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called for every close request: the × button, Escape, or the browser's own cancel. The parent sets `open` false. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Actions row under the body (for example Cancel / Confirm). */
  footer?: ReactNode;
  closeLabel?: string;
  className?: string;
  /** Accessible description: defaults to nothing; ConfirmDialog points it at its message. */
  describedBy?: string;
}

/**
 * A modal built on the native <dialog> (showModal gives the focus trap, inert background and top layer).
 * The element that opened it gets focus back when it closes.
 */
export function Dialog({ open, onClose, title, children, footer, closeLabel = 'Close', className, describedBy }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) {
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    }
  }, [open]);

  // If the page unmounts the dialog while open, still hand focus back.
  useEffect(
    () => () => {
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    },
    [],
  );

  const requestClose = () => {
    if (openRef.current) onCloseRef.current();
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Keep the element in step with the `open` prop: the parent decides, we only report the request.
    event.preventDefault();
    requestClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      requestClose();
    }
  };

  return (
    <dialog
      ref={ref}
      className={cx(styles.dialog, className)}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={handleCancel}
      // A close that did not come from the prop (e.g. a <form method="dialog">) is reported too.
      onClose={requestClose}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={requestClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open ? <div className={styles.body}>{children}</div> : null}
      {open && footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  );
}
