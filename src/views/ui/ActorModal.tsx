import type { ReactNode, RefObject } from 'react';
import type { ModalOwner } from '../../machines/discardGuard.machine';
import { Button } from './Button';
import { Modal, type ModalSize } from './Modal';
import { useModalPhase, type PhasedActor } from './useModalPhase';

/** What a modal tells its machine when the user closes it or stops waiting for its call. */
export type ModalControlEvent = { type: 'modal.closed' } | { type: 'submission.cancelled' };

/** The modal's machine: told what the user does, and watched so what is typed is not thrown away unasked (see Modal). */
export type ModalActor = ModalOwner & PhasedActor & { send: (event: ModalControlEvent) => void };

export interface ActorModalProps {
  actor: ModalActor;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  initialFocus?: RefObject<HTMLElement | null>;
  /** The footer's action beside Cancel, as the flow's phase has it (none once there is nothing left to do). */
  action: ReactNode;
  children: ReactNode;
}

/**
 * A modal driven by its flow's machine: open while the machine is not `closed`, not dismissed
 * while a call runs (Escape, × and Cancel stop the wait instead), and a footer whose Cancel
 * reads Close once the flow has saved.
 */
export function ActorModal({ actor, action, children, ...modal }: ActorModalProps) {
  const phase = useModalPhase(actor);
  const stop = () => actor.send({ type: 'submission.cancelled' });
  const close = () => actor.send({ type: 'modal.closed' });
  return (
    <Modal
      {...modal}
      open={phase.open}
      owner={actor}
      onStop={stop}
      busy={phase.busy}
      footer={
        <>
          <Button variant="secondary" onClick={phase.busy ? stop : close}>
            {phase.succeeded ? 'Close' : 'Cancel'}
          </Button>
          {action}
        </>
      }
    >
      {children}
    </Modal>
  );
}
