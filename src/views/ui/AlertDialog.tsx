import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
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
    <AlertDialogFrame
      open={message !== null}
      onDismiss={onClose}
      focusOnOpen={ok}
      returnFocusTo={returnFocusTo}
      title={message}
      footer={
        <Button ref={ok} variant="primary" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    />
  );
}

export interface AlertDialogFrameProps {
  open: boolean;
  /** Called on Escape; a click outside does nothing, since an alert is answered, not clicked away. */
  onDismiss: () => void;
  /** The answer that has focus when it opens. */
  focusOnOpen: RefObject<HTMLButtonElement | null>;
  /** Where focus goes once it closes; by default back where it was before it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  title: ReactNode;
  description?: ReactNode;
  /** The answers. */
  footer: ReactNode;
}

/** The look and focus rules every alertdialog shares: the warning mark, the words, the answers. */
export function AlertDialogFrame({ open, onDismiss, focusOnOpen, returnFocusTo, title, description, footer }: AlertDialogFrameProps) {
  const heading = <Dialog.Title className={styles.message}>{title}</Dialog.Title>;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          role="alertdialog"
          className={cx(modal.content, modal.size.sm)}
          // Radix warns unless a dialog without a description opts out explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusOnOpen.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (target && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <div className={styles.body}>
            <span className={styles.icon} aria-hidden="true">
              !
            </span>
            {description ? (
              <div>
                {heading}
                <Dialog.Description className={modal.description}>{description}</Dialog.Description>
              </div>
            ) : (
              heading
            )}
          </div>
          <div className={modal.footer}>{footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
