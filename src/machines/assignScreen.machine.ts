import { sendParent, sendTo, setup } from 'xstate';
import { assignWizardMachine } from './assignWizard.machine';
import { headerCounts } from './notifications.machine';
import type { ChildRefs } from './screen';

export interface AssignScreenInput {
  currentUserId: number;
}

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
    input: AssignScreenInput;
  },
  actors: children,
}).createMachine({
  id: 'assignScreen',
  context: ({ spawn, input: { currentUserId } }) => ({
    wizard: spawn('wizard', { id: 'wizard', input: { currentUserId } }),
  }),
  on: {
    'task.assigned': { actions: sendTo(headerCounts, { type: 'notifications.reloadRequested' }) },
  },
});
