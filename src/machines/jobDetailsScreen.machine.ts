import { assign, enqueueActions, sendParent, sendTo, setup } from 'xstate';
import type { Job, Task } from '../api/types';
import { EMPTY_ASSIGN_IN_PLACE, assignSubject } from '../domain/assignInPlace';
import { fileDeleteMachine, jobDetailsMachine, type JobDetailsInput } from './jobDetails.machine';
import { repeatJobMachine } from './repeatJob.machine';
import type { ChildRefs } from './screen';
import { uploadFilesMachine } from './uploadFiles.machine';
import { extensionsMachine } from './extensions.machine';
import { taskHandoverMachine } from './taskHandover.machine';
import { assignTaskModalMachine } from './assignTaskModal.machine';
import { headerCounts } from './notifications.machine';
import { signOffRecordMachine } from './signOffRecord.machine';
import { signOffTrailMachine } from './signOffTrail.machine';

export interface JobDetailsScreenInput extends JobDetailsInput {
  /** The address asks to assign all the job's unassigned tasks (`?assign=all`), done by this signed-in user. */
  assignAllBy?: number | null;
}

const children = {
  details: jobDetailsMachine.provide({
    actions: { announceShown: sendParent(({ context }) => ({ type: 'details.shown', job: context.job, tasks: context.tasks })) },
  }),
  upload: uploadFilesMachine.provide({ actions: { announceCompletion: sendParent({ type: 'files.uploaded' }) } }),
  repeatJob: repeatJobMachine,
  fileDelete: fileDeleteMachine.provide({ actions: { announceCompletion: sendParent({ type: 'file.deleted' }) } }),
  handover: taskHandoverMachine.provide({ actions: { announceCompletion: sendParent({ type: 'task.handedOver' }) } }),
  extensions: extensionsMachine,
  assign: assignTaskModalMachine.provide({ actions: { announceCompletion: sendParent({ type: 'task.assigned' }) } }),
  trail: signOffTrailMachine,
  signOffRecord: signOffRecordMachine,
};

/**
 * A job's details screen (docs/architecture.md, "The actor tree of one screen"): the details,
 * Upload Files, Delete File, Repeat Job, Change reviewer / Change assignee, Assign, each task's sign-off trail,
 * Download sign-off record and what the server offers
 * beyond the firm's API, as children of one actor. Uploaded files, a deleted one, a handed-over task and an
 * assigned one make the details read again, because this machine says so; an assignment also
 * updates the header counts at once (docs/behaviour.md "Lists keep their place"). A repeated
 * job is opened by its own link. An address that asks to assign all (`?assign=all`, from the
 * Jobs list) selects the job's unassigned tasks and opens Assign on them once the job is first shown.
 */
export const jobDetailsScreenMachine = setup({
  types: {} as {
    context: ChildRefs<typeof children> & { assignAllBy: number | null };
    events:
      | { type: 'files.uploaded' }
      | { type: 'file.deleted' }
      | { type: 'task.handedOver' }
      | { type: 'task.assigned' }
      | { type: 'details.shown'; job: Job | null; tasks: Task[] };
    input: JobDetailsScreenInput;
  },
  actors: children,
}).createMachine({
  id: 'jobDetailsScreen',
  context: ({ spawn, input }) => ({
    assignAllBy: input.assignAllBy ?? null,
    details: spawn('details', { id: 'details', input: { jobId: input.jobId } }),
    upload: spawn('upload', { id: 'upload' }),
    repeatJob: spawn('repeatJob', { id: 'repeatJob' }),
    fileDelete: spawn('fileDelete', { id: 'fileDelete' }),
    handover: spawn('handover', { id: 'handover' }),
    extensions: spawn('extensions', { id: 'extensions' }),
    assign: spawn('assign', { id: 'assign' }),
    trail: spawn('trail', { id: 'trail' }),
    signOffRecord: spawn('signOffRecord', { id: 'signOffRecord', input: { jobId: input.jobId } }),
  }),
  on: {
    'details.shown': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const unassigned = event.tasks.filter((t) => !t.isAssigned);
        if (context.assignAllBy === null || event.job === null || unassigned.length === 0) return;
        const subject = assignSubject(event.job, unassigned, context.assignAllBy);
        enqueue.sendTo(context.details, { type: 'selection.changed', taskIds: unassigned.map((t) => t.id) });
        enqueue.sendTo(context.assign, { type: 'modal.opened', values: EMPTY_ASSIGN_IN_PLACE, subject });
        enqueue(assign({ assignAllBy: null }));
      }),
    },
    'files.uploaded': { actions: sendTo(({ context }) => context.details, { type: 'reload.requested' }) },
    // docs/behaviour.md §7: deleting a file sends nothing; the job is read again.
    'file.deleted': { actions: sendTo(({ context }) => context.details, { type: 'reload.requested' }) },
    'task.handedOver': { actions: sendTo(({ context }) => context.details, { type: 'reload.requested' }) },
    'task.assigned': {
      actions: [
        sendTo(headerCounts, { type: 'notifications.reloadRequested' }),
        sendTo(({ context }) => context.details, { type: 'reload.requested' }),
      ],
    },
  },
});
