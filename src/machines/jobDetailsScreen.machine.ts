import { sendParent, sendTo, setup } from 'xstate';
import { jobDetailsMachine, type JobDetailsInput } from './jobDetails.machine';
import { repeatJobMachine } from './repeatJob.machine';
import type { ChildRefs } from './screen';
import { uploadFilesMachine } from './uploadFiles.machine';

const children = {
  details: jobDetailsMachine,
  upload: uploadFilesMachine.provide({ actions: { announceCompletion: sendParent({ type: 'files.uploaded' }) } }),
  repeatJob: repeatJobMachine,
};

/**
 * A job's details screen (docs/architecture.md, "The actor tree of one screen"): the details,
 * Upload Files and Repeat Job, as children of one actor. Uploaded files make the details read
 * again, because this machine says so; a repeated job is opened by its own link.
 */
export const jobDetailsScreenMachine = setup({
  types: {} as { context: ChildRefs<typeof children>; events: { type: 'files.uploaded' }; input: JobDetailsInput },
  actors: children,
}).createMachine({
  id: 'jobDetailsScreen',
  context: ({ spawn, input }) => ({
    details: spawn('details', { id: 'details', input }),
    upload: spawn('upload', { id: 'upload' }),
    repeatJob: spawn('repeatJob', { id: 'repeatJob' }),
  }),
  on: {
    'files.uploaded': { actions: sendTo(({ context }) => context.details, { type: 'details.reloadRequested' }) },
  },
});
