import type { ReactNode } from 'react';
import { ActorModal, type ModalActor, type ModalControlEvent } from './ActorModal';
import { Button } from './Button';
import type { Space } from './layout.css';
import type { ModalSize } from './Modal';
import { ModalForm } from './ModalForm';
import { useModalPhase } from './useModalPhase';

/** What a form modal tells its machine when the user sends the form, cancels it, or stops waiting. */
export type FormControlEvent = { type: 'form.submitted' } | ModalControlEvent;

/** The form's machine: told what the user does, and watched so what is typed is not thrown away unasked (see Modal). */
export type FormModalActor = ModalActor & { send: (event: FormControlEvent) => void };

export interface FormModalProps {
  actor: FormModalActor;
  title: string;
  description?: ReactNode;
  size?: ModalSize;
  /** The form element's id (its submit button sits in the footer) and its accessible name. */
  formId: string;
  formLabel: string;
  gap?: Space;
  submitLabel: ReactNode;
  /** When the submit button rests; by default once saved. */
  submitDisabled?: boolean;
  children: ReactNode;
}

/**
 * A modal whose body is one form: Cancel (Close once saved; while busy it stops the wait) and the
 * submit button in its footer, the browser's own validation left to the form's messages, and the
 * form's machine told each step.
 */
export function FormModal({
  actor,
  formId,
  formLabel,
  gap = 'md',
  submitLabel,
  submitDisabled,
  children,
  size = 'lg',
  ...modal
}: FormModalProps) {
  const { busy, succeeded } = useModalPhase(actor);
  return (
    <ActorModal
      {...modal}
      actor={actor}
      size={size}
      action={
        <Button type="submit" form={formId} busy={busy} disabled={submitDisabled ?? succeeded}>
          {submitLabel}
        </Button>
      }
    >
      <ModalForm id={formId} gap={gap} label={formLabel} onSubmit={() => actor.send({ type: 'form.submitted' })}>
        {children}
      </ModalForm>
    </ActorModal>
  );
}
