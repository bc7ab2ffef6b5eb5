import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import type { FormModalActor } from './FormModal';
import { Modal } from './Modal';
import { useModalPhase } from './useModalPhase';
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
  /** The action cannot be confirmed yet (something must be chosen first). */
  confirmDisabled?: boolean;
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
  confirmDisabled = false,
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
          <Button variant={confirmTone} onClick={onConfirm} busy={busy} disabled={confirmDisabled}>
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

export interface ActorConfirmDialogProps {
  /** The confirmed action's machine (a form modal without fields): asked, waited on, done. */
  actor: FormModalActor;
  title: string;
  /** What is asked before the action. */
  question: ReactNode;
  /** What is said once it is done. */
  done: string;
  confirmLabel: string;
  error: string | null;
  /** The action cannot be confirmed (yet): what the dialog says explains why. */
  confirmDisabled?: boolean;
}

/** A confirmation run by its machine: it opens and waits as the machine says, Cancel stops a wait, and success is said in place. */
export function ActorConfirmDialog({ actor, title, question, done, confirmLabel, error, confirmDisabled }: ActorConfirmDialogProps) {
  const { open, busy, succeeded } = useModalPhase(actor);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={succeeded ? <Alert tone="success">{done}</Alert> : question}
      confirmLabel={confirmLabel}
      busy={busy}
      error={error}
      confirmDisabled={confirmDisabled}
      onConfirm={() => {
        if (!succeeded) actor.send({ type: 'form.submitted' });
      }}
      onCancel={() => actor.send({ type: 'modal.closed' })}
      onStop={() => actor.send({ type: 'submission.cancelled' })}
    />
  );
}
