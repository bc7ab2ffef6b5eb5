import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { FormTag } from '../../machines/modalStates';

/** A modal's machine as far as its phase goes: a `closed` state and the form tags (modalStates.ts). */
export interface PhasedActor extends Pick<AnyActorRef, 'subscribe'> {
  getSnapshot(): { matches(state: 'closed'): boolean; hasTag(tag: FormTag): boolean };
}

export interface ModalPhase {
  open: boolean;
  /** A call is on its way (the `busy` tag): the submit button spins, Cancel stops waiting. */
  busy: boolean;
  /** The server has it (the `saved` tag): the success message shows and Cancel becomes Close. */
  succeeded: boolean;
}

/** Where a modal's flow is, read the same way for every modal from its machine's state and tags. */
export function useModalPhase(actor: PhasedActor): ModalPhase {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const succeeded = useSelector(actor, (s) => s.hasTag('saved'));
  return { open, busy, succeeded };
}
