/**
 * The pieces the modal flows share (docs/behaviour.md §4, §9), written once: the form-modal
 * factory's, and the busy states of any flow it does not make. A machine that uses them names the actions they call:
 * `tellStopped`, `announceSaved`, `announceCompletion`, `reset`, and the delay `successDelay`.
 */

/** How each busy state's `submission.cancelled` transition is described, wherever a model reads it. */
const STOPPED_DESCRIPTION = 'Cancel while it is sent stops waiting, aborts the call and keeps the input';

/**
 * The tags a form's states carry for its modal's discard guard (discardGuard.machine.ts):
 * `busy` while a save runs, `saved` once the server has it.
 */
export type FormTag = 'busy' | 'saved';

/**
 * Cancel, Escape or × while a call runs: stop waiting, go back to `target` with the input kept,
 * and say the change may have been made (the machine's action `tellStopped`).
 */
export const stopWaitingBackTo = <TTarget extends string>(target: TTarget) =>
  ({ 'submission.cancelled': { target, actions: 'tellStopped', description: STOPPED_DESCRIPTION } }) as const;

/** A form's `stopWaitingBackTo`: back to editing. */
export const stopWaiting = stopWaitingBackTo('editing');

/**
 * Saved: the server has it (announced at once), the success message shows for `successDelay`,
 * then the flow announces its completion and closes; closing it sooner does the same.
 */
export const succeededModalState = {
  tags: ['saved'],
  entry: 'announceSaved',
  after: { successDelay: { target: 'closed', actions: ['announceCompletion', 'reset'] } },
  on: { 'modal.closed': { target: 'closed', actions: ['announceCompletion', 'reset'] } },
} as const;
