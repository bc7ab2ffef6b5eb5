import { sendParent, sendTo, setup } from 'xstate';
import { addTaskMachine } from './addTask.machine';
import { createJobMachine, deleteJobMachine, editJobMachine } from './jobForm.machine';
import { jobsListMachine, type JobsListInput } from './jobsList.machine';
import { repeatJobMachine } from './repeatJob.machine';
import type { ChildRefs } from './screen';

const children = {
  list: jobsListMachine,
  // Each modal, once it has saved and closed, tells the screen the list may have changed.
  createJob: createJobMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
  editJob: editJobMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
  deleteJob: deleteJobMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
  addTask: addTaskMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
  repeatJob: repeatJobMachine.provide({ actions: { announceCompletion: sendParent({ type: 'list.changed' }) } }),
};

/**
 * The jobs screen (docs/architecture.md, "The actor tree of one screen"): the list and its
 * five modals, as children of one actor. Whatever a modal saves (a job created, edited,
 * deleted or repeated, a task added) makes the list read again, because this machine says so.
 */
export const jobsScreenMachine = setup({
  types: {} as { context: ChildRefs<typeof children>; events: { type: 'list.changed' }; input: JobsListInput },
  actors: children,
}).createMachine({
  id: 'jobsScreen',
  context: ({ spawn, input }) => ({
    list: spawn('list', { id: 'list', input }),
    createJob: spawn('createJob', { id: 'createJob' }),
    editJob: spawn('editJob', { id: 'editJob' }),
    deleteJob: spawn('deleteJob', { id: 'deleteJob' }),
    addTask: spawn('addTask', { id: 'addTask' }),
    repeatJob: spawn('repeatJob', { id: 'repeatJob' }),
  }),
  on: {
    'list.changed': { actions: sendTo(({ context }) => context.list, { type: 'list.reloadRequested' }) },
  },
});
