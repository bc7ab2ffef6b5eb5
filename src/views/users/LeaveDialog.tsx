import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { userFullName } from '../../domain/users';
import { handoverChosen, type userDeactivateMachine } from '../../machines/userLeave.machine';
import { ConfirmDialog } from '../ui';
import { HandoverChoice } from './HandoverChoice';

const WORDS = {
  deactivate: { title: 'Deactivate User', confirm: 'Deactivate', busy: 'Deactivating...' },
  delete: { title: 'Delete User', confirm: 'Delete', busy: 'Deleting...' },
} as const;

/**
 * The deactivate or delete dialog (docs/behaviour.md §2 Users Management, §4 "Nothing
 * stranded"): what the user holds and who takes it over, then the change. Shown while its
 * form-modal actor is open (src/machines/userLeave.machine.ts).
 */
export function LeaveDialog({ dialog, action }: { dialog: ActorRefFromLogic<typeof userDeactivateMachine>; action: keyof typeof WORDS }) {
  const open = useSelector(dialog, (s) => !s.matches('closed'));
  const busy = useSelector(dialog, (s) => s.matches('submitting'));
  const editing = useSelector(dialog, (s) => s.matches('editing'));
  const name = useSelector(dialog, (s) => (s.context.subject ? userFullName(s.context.subject.user) : ''));
  const error = useSelector(dialog, (s) => s.context.error);
  const ready = useSelector(dialog, (s) => handoverChosen(s.context.prepared, s.context.values));
  const words = WORDS[action];
  return (
    <ConfirmDialog
      open={open}
      title={words.title}
      message={
        <>
          {action === 'delete' ? (
            <>
              Delete <strong>{name}</strong>? They will be removed from this list; their jobs and tasks keep their name.
            </>
          ) : (
            <>
              Deactivate <strong>{name}</strong>? They will no longer be able to use the system.
            </>
          )}
          <HandoverChoice dialog={dialog} />
        </>
      }
      // Sent once what they hold is read (or could not be) and someone takes over each kind of it.
      confirmDisabled={!busy && !(editing && ready)}
      confirmLabel={busy ? words.busy : words.confirm}
      busy={busy}
      error={error}
      onConfirm={() => dialog.send({ type: 'form.submitted' })}
      onCancel={() => dialog.send({ type: 'modal.closed' })}
      onStop={() => dialog.send({ type: 'submission.cancelled' })}
    />
  );
}
