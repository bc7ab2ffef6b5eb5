import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Modal } from './Modal';
import * as styles from './ConfirmDialog.css';

interface ConfirmDialogBase {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmTone?: 'danger' | 'primary' | 'success';
  /** A failure of the confirmed action, shown inside the dialog so the user can retry. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A dialog whose confirmed action can be waited on can also stop waiting (Cancel, Escape, ×). */
export type ConfirmDialogProps = ConfirmDialogBase & ({ busy?: undefined; onStop?: undefined } | { busy: boolean; onStop: () => void });

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmTone = 'danger',
  busy = false,
  error,
  onConfirm,
  onCancel,
  onStop,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      onStop={onStop}
      title={title}
      size="sm"
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={busy ? onStop : onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmTone} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.message}>{message}</div>
      {error && (
        <div className={styles.error}>
          <Alert tone="danger">{error}</Alert>
        </div>
      )}
    </Modal>
  );
}
