import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { JOB_HAS_HISTORY } from '../../domain/jobHistory';
import type { deleteJobMachine } from '../../machines/jobForm.machine';
import { ActorConfirmDialog, Text } from '../ui';

/**
 * Delete Job asks for confirmation (docs/behaviour.md §2); success shows 1.5 s, then the list
 * refreshes. It reads the job's tasks first and says up front when the job has review history,
 * which the server keeps (docs/decisions/028-jobs-with-review-history-are-kept.md).
 */
export function DeleteJobDialog({ actor }: { actor: ActorRefFrom<typeof deleteJobMachine> }) {
  const job = useSelector(actor, (s) => s.context.subject);
  const error = useSelector(actor, (s) => s.context.error);
  const checking = useSelector(actor, (s) => s.matches('preparing'));
  const history = useSelector(actor, (s) => s.context.prepared?.history === true);
  return (
    <ActorConfirmDialog
      actor={actor}
      title="Delete Job"
      question={
        <>
          Are you sure you want to delete <strong>{job?.jobName}</strong>
          {job?.jobNumber ? ` (${job.jobNumber})` : ''}? This cannot be undone.
          {checking && (
            <Text as="p" size="xs" tone="muted">
              Checking the job&apos;s review history…
            </Text>
          )}
          {history && (
            <Text as="p" tone="danger">
              {JOB_HAS_HISTORY} Its tasks were handed in, reviewed or commented on, and that trail is kept.
            </Text>
          )}
        </>
      }
      done="Job deleted successfully"
      confirmLabel="Delete Job"
      error={error}
      confirmDisabled={checking || history}
    />
  );
}
