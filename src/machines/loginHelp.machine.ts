import { assertEvent, setup } from 'xstate';

export type LoginHelpTopic = 'forgotPassword' | 'requestAccess' | 'freeTrial';

export type LoginHelpEvent = { type: 'help.opened'; topic: LoginHelpTopic } | { type: 'help.closed' };

/**
 * The login page's help dialogs (docs/behaviour.md §2 Login): what to do about a forgotten
 * password, how to get an account, how to start a trial. One is open at a time.
 */
export const loginHelpMachine = setup({
  types: {} as { events: LoginHelpEvent },
  guards: {
    'topic is': ({ event }, params: { topic: LoginHelpTopic }) => {
      assertEvent(event, 'help.opened');
      return event.topic === params.topic;
    },
  },
}).createMachine({
  id: 'loginHelp',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'help.opened': [
          { guard: { type: 'topic is', params: { topic: 'forgotPassword' } }, target: 'forgotPassword' },
          { guard: { type: 'topic is', params: { topic: 'requestAccess' } }, target: 'requestAccess' },
          { target: 'freeTrial' },
        ],
      },
    },
    forgotPassword: { on: { 'help.closed': 'closed' } },
    requestAccess: { on: { 'help.closed': 'closed' } },
    freeTrial: { on: { 'help.closed': 'closed' } },
  },
});
