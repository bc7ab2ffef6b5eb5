import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { discardGuardMachine, type ModalOwner } from '../../machines/discardGuard.machine';
import { AlertDialogFrame } from './AlertDialog';
import { createBackGuard } from './backGuard';
import { Button } from './Button';
import { IconButton } from './IconButton';
import * as styles from './Modal.css';
import { cx } from './cx';
import { createResumePoint, firstField } from './formFields';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

interface BaseModalProps {
  open: boolean;
  /**
   * While busy, Escape and × stop waiting for the call instead (docs/behaviour.md §9); the
   * modal's Cancel button does the same. Without it a busy modal cannot be dismissed.
   */
  onStop?: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  footer?: ReactNode;
  /** A request runs: the dialog is not dismissed, only its wait stopped (`onStop`), so what was typed stays. */
  busy?: boolean;
  closeLabel?: string;
  /**
   * The control that gets focus when it opens; by default the body's first field, or in a
   * dialog without fields its first control (docs/behaviour.md §4 "Focus in dialogs").
   */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/** A modal without a form: Escape, a click outside and × close it at once. */
export interface PlainModalProps extends BaseModalProps {
  /** Called when the user asks to close (Esc, overlay click, close button); ignored while busy. */
  onClose: () => void;
  owner?: undefined;
}

/**
 * A modal with a form: once the user has changed something its machine (`owner`) has not saved
 * yet, Escape, ×, a click outside and the browser's Back ask before throwing it away. Its
 * discard guard watches that machine and tells it `modal.closed` when the modal may go.
 */
interface FormModalProps extends BaseModalProps {
  owner: ModalOwner;
  onClose?: undefined;
}

export type ModalProps = PlainModalProps | FormModalProps;

export function Modal({ open, onClose, busy = false, owner, ...content }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // A form modal never closes this way: its dismissals go through its discard guard.
        if (!next && !busy) onClose?.();
      }}
    >
      {/* The content mounts only while open, so each opening starts with nothing changed. */}
      <Dialog.Portal>
        {owner === undefined ? <ModalContent {...content} busy={busy} /> : <GuardedModalContent {...content} busy={busy} owner={owner} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ContentProps = Omit<BaseModalProps, 'open'> & {
  busy: boolean;
  /** Replaces Radix's own dismissal (Escape, a click outside, ×) when set. */
  onDismiss?: () => void;
  /** Typing or choosing anything inside the form. */
  onEdit?: () => void;
  /** Focus moved to an element inside the dialog. */
  onFocusInside?: (target: HTMLElement) => void;
};

function ModalContent({
  title,
  description,
  size = 'md',
  footer,
  busy,
  closeLabel = 'Close',
  initialFocus,
  children,
  onDismiss,
  onEdit,
  onStop,
  onFocusInside,
}: ContentProps) {
  const body = useRef<HTMLDivElement>(null);
  // What had focus when it opened gets it back when it closes: Radix returns focus only to a
  // Dialog.Trigger, and these dialogs are opened by their machines, not by a trigger.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const intercept = (event: Event) => {
    if (busy || onDismiss) event.preventDefault();
    if (!busy) onDismiss?.();
  };
  // A click outside while busy is more likely a slip than a wish to stop the save.
  const stopOrDismiss = (event: KeyboardEvent) => {
    if (busy) {
      event.preventDefault();
      onStop?.();
    } else intercept(event);
  };
  const closeButton = (
    <IconButton aria-label={closeLabel} size="sm" disabled={busy && !onStop} icon={<CloseIcon />} onClick={busy ? onStop : onDismiss} />
  );
  return (
    <>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        ref={content}
        className={cx(styles.content, styles.size[size ?? 'md'])}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          const target = initialFocus?.current ?? firstField(body.current);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        onCloseAutoFocus={(event) => {
          const back = opener.current;
          const active = document.activeElement;
          // The screen may already have put focus somewhere of its own (the next card after a
          // decision, the next dialog of a flow).
          const focusIsFree = !active || active === document.body || !active.isConnected || content.current?.contains(active) === true;
          if (!back?.isConnected || !focusIsFree) return;
          event.preventDefault();
          back.focus();
        }}
        onFocus={(event) => {
          if (event.target instanceof HTMLElement) onFocusInside?.(event.target);
        }}
        onEscapeKeyDown={stopOrDismiss}
        onPointerDownOutside={intercept}
        onInteractOutside={(event) => {
          if (busy || onDismiss) event.preventDefault();
        }}
        onInput={onEdit}
        onChange={onEdit}
        // Radix warns unless a dialog without a description opts out explicitly.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header}>
          <div>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          </div>
          {onDismiss ? closeButton : <Dialog.Close asChild>{closeButton}</Dialog.Close>}
        </div>
        <div ref={body} className={styles.body}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </Dialog.Content>
    </>
  );
}

/** A modal with a form: leaving it with unsaved changes asks first (the discard guard machine). */
function GuardedModalContent({ owner, ...content }: Omit<ContentProps, 'onDismiss' | 'onEdit'> & { owner: ModalOwner }) {
  const [back] = useState(createBackGuard);
  // Keep Editing puts the user back in the field they were typing in, else in the first one.
  const [resume] = useState(createResumePoint);
  const guard = useActorRef(
    discardGuardMachine.provide({
      actions: {
        holdBack: ({ self }) =>
          back.arm(() => {
            resume.settle();
            self.send({ type: 'dismiss.requested', via: 'back' });
          }),
        releaseBack: () => back.disarm(),
        goBack: () => back.leave(),
      },
    }),
    { input: { owner } },
  );
  const asking = useSelector(guard, (s) => s.matches('asking'));
  const dismiss = () => {
    resume.settle();
    guard.send({ type: 'dismiss.requested', via: 'close' });
  };

  // The history entry the guard holds goes with the modal.
  useEffect(() => () => back.disarm(), [back]);

  return (
    <>
      <ModalContent {...content} onDismiss={dismiss} onEdit={() => guard.send({ type: 'form.edited' })} onFocusInside={resume.noteFocus} />
      <DiscardDialog
        open={asking}
        returnFocusTo={resume}
        onKeep={() => guard.send({ type: 'discard.kept' })}
        onDiscard={() => guard.send({ type: 'discard.confirmed' })}
      />
    </>
  );
}

/** "Discard changes?": keeping is the default, so a stray Enter never loses anything. */
function DiscardDialog({
  open,
  returnFocusTo,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  /** The field to go back to on Keep Editing. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialogFrame
      open={open}
      onDismiss={onKeep}
      focusOnOpen={keep}
      returnFocusTo={returnFocusTo}
      title="Discard your changes?"
      description="What you entered in this form has not been saved."
      footer={
        <>
          <Button ref={keep} variant="secondary" onClick={onKeep}>
            Keep Editing
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            Discard
          </Button>
        </>
      }
    />
  );
}

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
