/**
 * The users screen together with its modal (docs/architecture.md, "The actor tree of one
 * screen"): paths generated from a model of one account's life on the screen (added, then
 * edited), each walked through the rendered screen against the mock backend. Each save closes
 * the modal; what it saved must then show in the list, which only happens because the screen's
 * root machine (usersScreen.machine.ts) tells the list to read again.
 */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { writeSearchedListAddress } from '../../src/domain/listAddress';
import { pickWithKeyboard, replaceFields, replaceText } from '../support/fill';
import { saveAndClose } from '../support/modals';
import { generatePaths, type ModelEvent } from '../support/paths';
import { renderApp } from '../support/renderApp';
import { walkOnScreen } from '../support/walk';
import { expectSearchShows } from '../support/lists';

/** One account's life on the users screen, as its user sees it in the list. */
const accountOnScreen = setup({
  types: {} as { context: { renamed: boolean }; events: { type: 'user.added' } | { type: 'user.edited' } },
}).createMachine({
  id: 'accountOnScreen',
  context: { renamed: false },
  initial: 'absent',
  states: {
    absent: { on: { 'user.added': 'listed' } },
    listed: { on: { 'user.edited': { guard: ({ context }) => !context.renamed, actions: assign({ renamed: true }) } } },
  },
});

type Snapshot = SnapshotFrom<typeof accountOnScreen>;

const paths = generatePaths(accountOnScreen, {
  events: () => [{ type: 'user.added' }, { type: 'user.edited' }],
  serialize: (s) => JSON.stringify([s.value, s.context.renamed]),
});

/** Both last names hold the search the screen opens on, so the list shows just this account. */
const SEARCH = 'Obiorah';
const NAME = `Ifeoma ${SEARCH}`;
const RENAMED = `Ifeoma ${SEARCH}-Nwankwo`;
const nameIn = (s: Snapshot) => (s.context.renamed ? RENAMED : NAME);

async function execute(event: ModelEvent, before: Snapshot, user: UserEvent): Promise<void> {
  switch (event.type) {
    case 'user.added': {
      await user.click(screen.getByRole('button', { name: 'Add User' }));
      const form = screen.getByRole('dialog', { name: 'Add New User' });
      await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Position/ })).toHaveProperty('disabled', false));
      await replaceFields(user, form, {
        'First name': 'Ifeoma',
        'Last name': SEARCH,
        'Email address': 'ifeoma.obiorah@firm.ng',
        'Phone number': '0803 555 0177',
      });
      await pickWithKeyboard(user, 'User type', 'Staff');
      await pickWithKeyboard(user, 'Job type', 'Payroll');
      await pickWithKeyboard(user, 'Position', 'Payroll Officer');
      await saveAndClose(user, 'Add New User', 'Create User', 'User created successfully');
      return;
    }
    case 'user.edited': {
      await user.click(screen.getByRole('button', { name: `Edit ${nameIn(before)}` }));
      const form = screen.getByRole('dialog', { name: 'Edit User' });
      await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Position/ })).toHaveProperty('disabled', false));
      await replaceText(user, within(form).getByLabelText(/^Last name/), `${SEARCH}-Nwankwo`);
      await saveAndClose(user, 'Edit User', 'Update User', 'User updated successfully');
      return;
    }
  }
}

/** What the search shows: this account under the name the state says, or nothing. */
const expectList = (s: Snapshot) => expectSearchShows(s.matches('absent') ? null : nameIn(s), 'No matching users');

walkOnScreen('the users screen with its modal', accountOnScreen, paths, {
  async open() {
    const { user } = await renderApp(`/users?${writeSearchedListAddress({ search: SEARCH, page: 1 })}`, { as: 'admin' });
    return user;
  },
  execute,
  expectScreen: expectList,
});
