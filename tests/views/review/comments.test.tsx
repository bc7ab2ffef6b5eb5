import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { Comment } from '../../../src/api/types';
import { renderApp } from '../../support/renderApp';
import { answerCall, failCall } from '../../support/server';
import { loginAddressFor } from '../../../src/domain/signInReturn';

const thread: Comment[] = [
  { comment: 'First hand-in', email: 'sam.staff@example.com', dateCreated: '2026-03-01T09:05:00', lastModified: '2026-03-01T09:05:00' },
  { comment: '   ', email: 'ada.admin@example.com', dateCreated: '2026-03-02T10:00:00', lastModified: '2026-03-02T10:00:00' },
  { comment: 'Fix the totals', email: 'ada.admin@example.com', dateCreated: '2026-03-03T14:30:00', lastModified: '2026-03-04T08:00:00' },
];

async function openChats(from: '/my-jobs/pending' | '/jobs/pending', as: 'staff' | 'admin') {
  const app = await renderApp(from, { as });
  const card = (await screen.findAllByRole('article'))[0];
  await app.user.click(within(card).getByRole('button', { name: /^(View Chats|Previous Chats)/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Task Comments & History' });
  return { app, dialog };
}

describe('Task Comments & History', () => {
  it.each([
    ['/my-jobs/pending', 'staff'],
    ['/jobs/pending', 'admin'],
  ] as const)('from %s: newest first, blank ones hidden, Edited marked, names and initials from the email', async (from, as) => {
    answerCall('get', paths.taskComments, { responseCode: 'OK', responseDescription: 'OK', response: thread });
    const { dialog } = await openChats(from, as);
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Fix the totals');
    expect(items[0].textContent).toContain('Ada Admin');
    expect(items[0].textContent).toContain('AA');
    expect(items[0].textContent).toContain('Mar 03, 2026 14:30');
    within(items[0]).getByText('Edited');
    expect(items[1].textContent).toContain('Sam Staff');
    expect(items[1].textContent).toContain('SS');
    expect(items[1].textContent).toContain('Mar 01, 2026 09:05');
    expect(within(items[1]).queryByText('Edited')).toBeNull();
  });

  it('shows the real thread of a task from the server', async () => {
    const { dialog } = await openChats('/jobs/pending', 'admin');
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    expect(within(dialog).queryAllByRole('listitem').length + within(dialog).queryAllByText('No comments yet').length).toBeGreaterThan(0);
  });

  it.each([500, 'network'] as const)('a failure (%s) shows "Failed to load comments" and Try again reads it again', async (failure) => {
    failCall('get', paths.taskComments, failure);
    const { app, dialog } = await openChats('/my-jobs/pending', 'staff');
    await within(dialog).findByText('Failed to load comments');
    answerCall('get', paths.taskComments, { responseCode: 'OK', responseDescription: 'OK', response: thread });
    await app.user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
  });

  it('a refusal without words shows "Failed to fetch comments"', async () => {
    answerCall('get', paths.taskComments, { responseCode: 'FAILED', responseDescription: '', response: null });
    const { dialog } = await openChats('/jobs/pending', 'admin');
    await within(dialog).findByText('Failed to fetch comments');
  });

  it('a 401 ends the session', async () => {
    failCall('get', paths.taskComments, 401);
    const app = await renderApp('/my-jobs/pending', { as: 'staff' });
    const card = (await screen.findAllByRole('article'))[0];
    await app.user.click(within(card).getByRole('button', { name: /^View Chats/ }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/my-jobs/pending')));
    await screen.findByRole('button', { name: 'Sign In' });
  });
});
