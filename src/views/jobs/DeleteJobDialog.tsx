import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { deleteJobMachine } from '../../machines/jobForm.machine';
import { ActorConfirmDialog } from '../ui';

/** Delete Job asks for confirmation (docs/behaviour.md §2); success shows 1.5 s, then the list refreshes. */
export function DeleteJobDialog({ actor }: { actor: ActorRefFrom<typeof deleteJobMachine> }) {
  const job = useSelector(actor, (s) => s.context.subject);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <ActorConfirmDialog
      actor={actor}
      title="Delete Job"
      question={
        <>
          Are you sure you want to delete <strong>{job?.jobName}</strong>
          {job?.jobNumber ? ` (${job.jobNumber})` : ''}? This cannot be undone.
        </>
      }
      done="Job deleted successfully"
      confirmLabel="Delete Job"
      error={error}
    />
  );
}
