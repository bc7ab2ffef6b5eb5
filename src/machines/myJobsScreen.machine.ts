import { setup } from 'xstate';
import { jobHistoryMachine } from './jobHistory.machine';
import { myJobsMachine, type MyJobsInput } from './myJobs.machine';
import type { ChildRefs } from './screen';

const children = { list: myJobsMachine, history: jobHistoryMachine };

/**
 * My Jobs (docs/architecture.md, "The actor tree of one screen"): the paged list and the Job
 * History modal, as children of one actor. Neither has anything to tell the other: the history
 * only reads.
 */
export const myJobsScreenMachine = setup({
  types: {} as { context: ChildRefs<typeof children>; input: MyJobsInput },
  actors: children,
}).createMachine({
  id: 'myJobsScreen',
  context: ({ spawn, input }) => ({ list: spawn('list', { id: 'list', input }), history: spawn('history', { id: 'history' }) }),
});
