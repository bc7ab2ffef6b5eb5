import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';

/**
 * A form dialog opens with focus in its first field, not on its close button
 * (docs/behaviour.md §4 "Focus in dialogs").
 */
describe('a form dialog opens on its first field', () => {
  it.each([
    ['Create New Job', '/jobs', 'admin', () => screen.getByRole('button', { name: 'Create New Job' }), 'Create New Job', /^Job Name/],
    ['Add Task', '/jobs', 'admin', () => screen.getAllByRole('button', { name: /^Add Task to / })[0], 'Add Task to Job', /^Task Name/],
    ['Add Client', '/clients', 'admin', () => screen.getByRole('button', { name: 'Add Client' }), 'Add New Client', /^Client name/],
    ['Add User', '/users', 'admin', () => screen.getByRole('button', { name: 'Add User' }), 'Add New User', /^First name/],
    [
      'Submit Task',
      '/my-jobs/pending',
      'staff',
      () => within(screen.getAllByRole('article')[0]).getByRole('button', { name: /^Submit Task/ }),
      'Submit Task',
      /Comment/,
    ],
  ] as const)('%s', async (_, address, as, opener, dialogName, firstLabel) => {
    const app = await renderApp(address, { as });
    await waitFor(() => expect(opener()).toBeDefined(), { timeout: 3000 });
    await app.user.click(opener());
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getAllByLabelText(firstLabel)[0]));
  });
});
