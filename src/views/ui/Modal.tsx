import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { IconButton } from './IconButton';
import * as styles from './Modal.css';
import { cx } from './cx';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  /** Called when the user asks to close (Esc, overlay click, close button); ignored while busy. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  footer?: ReactNode;
  /** While a request runs the dialog cannot be dismissed, so its outcome is never lost. */
  busy?: boolean;
  closeLabel?: string;
  /** The control that gets focus when it opens (by default the first one, the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

export function Modal({ open, onClose, title, description, size = 'md', footer, busy = false, closeLabel = 'Close', initialFocus, children }: ModalProps) {
  const blockWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.content, styles.size[size])}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onEscapeKeyDown={blockWhileBusy}
          onPointerDownOutside={blockWhileBusy}
          onInteractOutside={blockWhileBusy}
          // Radix warns unless a dialog without a description opts out explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
            </div>
            <Dialog.Close asChild>
              <IconButton aria-label={closeLabel} size="sm" disabled={busy} icon={<CloseIcon />} />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
