/**
 * The clients screen together with its modals (docs/architecture.md, "The actor tree of one
 * screen"): paths generated from a model of one client's life on the screen (added, edited,
 * deleted), each walked through the rendered screen against the mock backend. Each step is a
 * modal that saves and closes; what it saved must then show in the list, which only happens
 * because the screen's root machine (clientsScreen.machine.ts) tells the list to read again.
 */
import { screen, within } from '@testing-library/react';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { replaceFields, replaceText } from '../support/fill';
import { saveAndClose } from '../support/modals';
import { generatePaths, type ModelEvent } from '../support/paths';
import { renderApp } from '../support/renderApp';
import { walkOnScreen } from '../support/walk';
import { expectSearchShows } from '../support/lists';
import type { UserEvent } from '@testing-library/user-event';
import { GOOD_CLIENT } from '../views/clients/values';

/** One client's life on the clients screen, as its user sees it in the list. */
const clientOnScreen = setup({
  types: {} as {
    context: { renamed: boolean };
    events: { type: 'client.added' } | { type: 'client.edited' } | { type: 'client.deleted' };
  },
}).createMachine({
  id: 'clientOnScreen',
  context: { renamed: false },
  initial: 'absent',
  states: {
    absent: { on: { 'client.added': 'listed' } },
    listed: {
      on: {
        'client.edited': { guard: ({ context }) => !context.renamed, actions: assign({ renamed: true }) },
        'client.deleted': 'deleted',
      },
    },
    deleted: {},
  },
});

type Snapshot = SnapshotFrom<typeof clientOnScreen>;

const paths = generatePaths(clientOnScreen, {
  events: () => [{ type: 'client.added' }, { type: 'client.edited' }, { type: 'client.deleted' }],
  serialize: (s) => JSON.stringify([s.value, s.context.renamed]),
});

/** Both names start with the search the screen is left on, so the list shows just this client. */
const SEARCH = 'Kainji Lake';
const NAME = `${SEARCH} Fisheries`;
const RENAMED = `${SEARCH} Fisheries and Cold Storage`;
const nameIn = (s: Snapshot) => (s.context.renamed ? RENAMED : NAME);

async function execute(event: ModelEvent, before: Snapshot, user: UserEvent): Promise<void> {
  switch (event.type) {
    case 'client.added': {
      await user.click(screen.getByRole('button', { name: 'Add Client' }));
      const form = screen.getByRole('dialog', { name: 'Add New Client' });
      await replaceFields(user, form, { ...GOOD_CLIENT, 'Client name': NAME });
      await saveAndClose(user, 'Add New Client', 'Create Client', 'Client created successfully');
      return;
    }
    case 'client.edited':
      await user.click(screen.getByRole('button', { name: `Edit ${nameIn(before)}` }));
      await replaceText(user, within(screen.getByRole('dialog', { name: 'Edit Client' })).getByLabelText(/^Client name/), RENAMED);
      await saveAndClose(user, 'Edit Client', 'Update Client', 'Client updated successfully');
      return;
    case 'client.deleted':
      await user.click(screen.getByRole('button', { name: `Delete ${nameIn(before)}` }));
      await saveAndClose(user, 'Delete Client', 'Delete', 'Client deleted successfully');
      return;
  }
}

/** What the search shows: this client under the name the state says, or nothing. */
const expectList = (s: Snapshot) => expectSearchShows(s.matches('listed') ? nameIn(s) : null, 'No matching clients');

walkOnScreen('the clients screen with its modals', clientOnScreen, paths, {
  async open() {
    const { user } = await renderApp('/clients', { as: 'admin' });
    await screen.findAllByRole('button', { name: /^Edit / });
    await replaceText(user, screen.getByRole('searchbox', { name: 'Search clients' }), SEARCH);
    return user;
  },
  execute,
  expectScreen: expectList,
});
