import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type RefObject } from 'react';
import { Button } from './Button';
import * as modal from './Modal.css';
import * as styles from './AlertDialog.css';
import { cx } from './cx';

export interface AlertDialogProps {
  /** The words shown; the dialog is open while there are any. */
  message: string | null;
  /** Called on OK and on Escape. */
  onClose: () => void;
  /** Where focus goes once it closes; by default back where it was before it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  closeLabel?: string;
}

/**
 * An in-app replacement for `window.alert`: the same words in an alertdialog that assistive
 * technology announces, with focus on its one button and Escape closing it.
 */
export function AlertDialog({ message, onClose, returnFocusTo, closeLabel = 'OK' }: AlertDialogProps) {
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={message !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          role="alertdialog"
          className={cx(modal.content, modal.size.sm)}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            ok.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (target && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          // An alert is answered, not clicked away.
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <div className={styles.body}>
            <span className={styles.icon} aria-hidden="true">
              !
            </span>
            <Dialog.Title className={styles.message}>{message}</Dialog.Title>
          </div>
          <div className={modal.footer}>
            <Button ref={ok} variant="primary" onClick={onClose}>
              {closeLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
