import { sendParent, sendTo, setup, type InputFrom } from 'xstate';
import { assignWizardMachine } from './assignWizard.machine';
import { headerCounts } from './notifications.machine';
import type { ChildRefs } from './screen';

const children = {
  wizard: assignWizardMachine.provide({ actions: { announceAssigned: sendParent({ type: 'task.assigned' }) } }),
};

/**
 * Assign Job Task (docs/architecture.md, "The actor tree of one screen"): the wizard as the
 * child of one actor. An assigned task updates the header counts at once, because this
 * machine says so.
 */
export const assignScreenMachine = setup({
  types: {} as {
    context: ChildRefs<typeof children>;
    events: { type: 'task.assigned' };
    input: InputFrom<typeof assignWizardMachine>;
  },
  actors: children,
}).createMachine({
  id: 'assignScreen',
  context: ({ spawn, input }) => ({ wizard: spawn('wizard', { id: 'wizard', input }) }),
  on: {
    'task.assigned': { actions: sendTo(headerCounts, { type: 'notifications.reloadRequested' }) },
  },
});
