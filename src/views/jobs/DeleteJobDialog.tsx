import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { deleteJobMachine } from '../../machines/jobForm.machine';
import { Alert, ConfirmDialog, useModalPhase } from '../ui';

/** Delete Job asks for confirmation (docs/behaviour.md §2); success shows 1.5 s, then the list refreshes. */
export function DeleteJobDialog({ actor }: { actor: ActorRefFrom<typeof deleteJobMachine> }) {
  const { open, busy, succeeded } = useModalPhase(actor);
  const job = useSelector(actor, (s) => s.context.subject);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <ConfirmDialog
      open={open}
      title="Delete Job"
      message={
        succeeded ? (
          <Alert tone="success">Job deleted successfully</Alert>
        ) : (
          <>
            Are you sure you want to delete <strong>{job?.jobName}</strong>
            {job?.jobNumber ? ` (${job.jobNumber})` : ''}? This cannot be undone.
          </>
        )
      }
      confirmLabel="Delete Job"
      busy={busy}
      error={error}
      onConfirm={() => {
        if (!succeeded) actor.send({ type: 'form.submitted' });
      }}
      onCancel={() => actor.send({ type: 'modal.closed' })}
      onStop={() => actor.send({ type: 'submission.cancelled' })}
    />
  );
}
