import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CHOOSE_JOB_PROMPT, jobChoiceLabel, matchingJobs } from '../../domain/jobPicker';
import type { newTaskMachine } from '../../machines/newTask.machine';
import { itemsOf } from '../../machines/loader.machine';
import { Button, Modal, RetryAlert, Select, Spinner, Stack, Text, TextInput } from '../ui';

/**
 * An admin's Create New Task (docs/behaviour.md §2 Dashboard): which job the task is for,
 * found by typing part of its name, number or client; Continue opens Add Task to Job for it.
 */
export function JobPickerModal({ actor }: { actor: ActorRefFrom<typeof newTaskMachine> }) {
  const open = useSelector(actor, (s) => s.matches('picking'));
  const { text, jobId, choices } = useSelector(actor, (s) => s.context);
  const read = useSelector(choices, (s) => s?.value ?? 'loading');
  const jobs = useSelector(choices, (s) => (s ? itemsOf(s) : []));
  const error = useSelector(choices, (s) => s?.context.error ?? null);
  const shown = matchingJobs(jobs, text);
  const close = () => actor.send({ type: 'picker.closed' });

  return (
    <Modal
      open={open}
      onClose={close}
      title="Create New Task"
      description={CHOOSE_JOB_PROMPT}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button disabled={jobId === null} onClick={() => actor.send({ type: 'picker.confirmed' })}>
            Continue
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <TextInput
          label="Find a job"
          type="search"
          value={text}
          placeholder="Job name, number or client"
          onChange={(event) => actor.send({ type: 'search.changed', text: event.target.value })}
        />
        {read === 'loading' && <Spinner label="Loading jobs..." showLabel size="sm" />}
        {read === 'failed' && <RetryAlert onRetry={() => choices?.send({ type: 'reload.requested' })}>{error}</RetryAlert>}
        {read === 'empty' && <Text tone="muted">There are no unfinished jobs. Create the job first.</Text>}
        {read === 'loaded' &&
          (shown.length === 0 ? (
            <Text tone="muted">No unfinished job matches “{text.trim()}”.</Text>
          ) : (
            <Select
              label="Job"
              required
              placeholder="Select job"
              value={jobId === null ? '' : String(jobId)}
              options={shown.map((job) => ({ value: String(job.id), label: jobChoiceLabel(job) }))}
              onValueChange={(value) => actor.send({ type: 'job.chosen', jobId: Number(value) })}
            />
          ))}
      </Stack>
    </Modal>
  );
}
