import { sendParent, sendTo, setup, type ActorRefFrom } from 'xstate';
import { assignWizardMachine } from './assignWizard.machine';
import type { NotificationsRef } from './notifications.machine';

export interface AssignScreenInput {
  currentUserId: number;
  /** The header counts, read again as soon as a task is assigned. */
  notifications: NotificationsRef;
}

/**
 * Assign Job Task (docs/architecture.md, "The actor tree of one screen"): the wizard as the child of one actor. An assigned task
 * updates the header counts at once, because this machine says so.
 */
export const assignScreenMachine = setup({
  types: {} as {
    context: { notifications: NotificationsRef; wizard: ActorRefFrom<typeof assignWizardMachine> };
    events: { type: 'task.assigned' };
    input: AssignScreenInput;
  },
  actors: {
    wizard: assignWizardMachine.provide({ actions: { announceAssigned: sendParent({ type: 'task.assigned' }) } }),
  },
}).createMachine({
  id: 'assignScreen',
  context: ({ spawn, input: { notifications, currentUserId } }) => ({
    notifications,
    wizard: spawn('wizard', { id: 'wizard', input: { currentUserId } }),
  }),
  on: {
    'task.assigned': { actions: sendTo(({ context }) => context.notifications, { type: 'notifications.reloadRequested' }) },
  },
});
