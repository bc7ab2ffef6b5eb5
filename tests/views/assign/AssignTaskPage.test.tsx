import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../support/renderApp';
import { recordRequests } from '../../support/server';
import { assignButton, chooseUpToDates, inputDaysFromNow, setDate } from './driver';

describe('Assign Job Task', () => {
  it('assigns the task with the payload of spec §3', async () => {
    const { user, me } = await renderApp('/jobs/assign', { as: 'admin' });
    const sent = recordRequests();
    await chooseUpToDates(user);
    setDate('Task start', inputDaysFromNow(1));
    setDate('Task end', inputDaysFromNow(2));
    expect(await screen.findByText('Assignee', { selector: 'dt' })).toBeTruthy();
    await user.click(assignButton());
    expect(await screen.findByText(/The assignee and the reviewers have been notified/)).toBeTruthy();
    const update = sent.find((r) => r.url.pathname === '/api/v1/task/update');
    const body = await update?.body;
    expect(body).toMatchObject({ createdBy: me?.id, userList: [{ id: 4, name: 'Funmilayo Adeyemi' }], reviewerList: [{ id: 2, name: 'Tunde Bakare' }] });
    await waitFor(() => expect(screen.queryByText(/notified/)).toBeNull(), { timeout: 5000 });
  }, 20_000);
});
