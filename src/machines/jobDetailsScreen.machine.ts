import { sendParent, sendTo, setup } from 'xstate';
import { jobDetailsMachine, type JobDetailsInput } from './jobDetails.machine';
import { repeatJobMachine } from './repeatJob.machine';
import type { ChildRefs } from './screen';
import { uploadFilesMachine } from './uploadFiles.machine';
import { extensionsMachine } from './extensions.machine';
import { taskHandoverMachine } from './taskHandover.machine';
import { assignTaskModalMachine } from './assignTaskModal.machine';
import { headerCounts } from './notifications.machine';

const children = {
  details: jobDetailsMachine,
  upload: uploadFilesMachine.provide({ actions: { announceCompletion: sendParent({ type: 'files.uploaded' }) } }),
  repeatJob: repeatJobMachine,
  handover: taskHandoverMachine.provide({ actions: { announceCompletion: sendParent({ type: 'task.handedOver' }) } }),
  extensions: extensionsMachine,
  assign: assignTaskModalMachine.provide({ actions: { announceCompletion: sendParent({ type: 'task.assigned' }) } }),
};

/**
 * A job's details screen (docs/architecture.md, "The actor tree of one screen"): the details,
 * Upload Files, Repeat Job, Change reviewer / Change assignee, Assign and what the server offers
 * beyond the firm's API, as children of one actor. Uploaded files, a handed-over task and an
 * assigned one make the details read again, because this machine says so; an assignment also
 * updates the header counts at once (docs/behaviour.md "Lists keep their place"). A repeated
 * job is opened by its own link.
 */
export const jobDetailsScreenMachine = setup({
  types: {} as {
    context: ChildRefs<typeof children>;
    events: { type: 'files.uploaded' } | { type: 'task.handedOver' } | { type: 'task.assigned' };
    input: JobDetailsInput;
  },
  actors: children,
}).createMachine({
  id: 'jobDetailsScreen',
  context: ({ spawn, input }) => ({
    details: spawn('details', { id: 'details', input }),
    upload: spawn('upload', { id: 'upload' }),
    repeatJob: spawn('repeatJob', { id: 'repeatJob' }),
    handover: spawn('handover', { id: 'handover' }),
    extensions: spawn('extensions', { id: 'extensions' }),
    assign: spawn('assign', { id: 'assign' }),
  }),
  on: {
    'files.uploaded': { actions: sendTo(({ context }) => context.details, { type: 'details.reloadRequested' }) },
    'task.handedOver': { actions: sendTo(({ context }) => context.details, { type: 'details.reloadRequested' }) },
    'task.assigned': {
      actions: [
        sendTo(headerCounts, { type: 'notifications.reloadRequested' }),
        sendTo(({ context }) => context.details, { type: 'details.reloadRequested' }),
      ],
    },
  },
});
