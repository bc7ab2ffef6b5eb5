import { assign, setup } from 'xstate';

export interface DetailsModalContext<TSubject> {
  /** The record shown; null while the modal is closed. */
  subject: TSubject | null;
}

export type DetailsModalEvent<TSubject> = { type: 'modal.opened'; subject: TSubject } | { type: 'modal.closed' };

/**
 * A read-only modal of one record its list already holds (a client's every field): `closed ->
 * open` with the record, and back. It reads and saves nothing, so it is a child of its screen
 * beside the list (docs/architecture.md, "The actor tree of one screen"), not a state of the
 * list; the list's states stay the list factory's own.
 */
export function createDetailsModalMachine<TSubject>(id: string) {
  return setup({
    types: {} as { context: DetailsModalContext<TSubject>; events: DetailsModalEvent<TSubject> },
  }).createMachine({
    id,
    context: { subject: null },
    initial: 'closed',
    states: {
      closed: { on: { 'modal.opened': { target: 'open', actions: assign(({ event }) => ({ subject: event.subject })) } } },
      open: { on: { 'modal.closed': { target: 'closed', actions: assign({ subject: null }) } } },
    },
  });
}
