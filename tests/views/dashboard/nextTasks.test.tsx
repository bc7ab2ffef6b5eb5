import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import { pendingTask } from '../../support/answers';
import { renderApp } from '../../support/renderApp';
import { answerCall } from '../../support/server';

beforeAll(async () => {
  await Promise.all([import('../../../src/app/ProtectedApp'), import('../../../src/views/dashboard/DashboardPage')]);
}, 60_000);

describe("a Staff member's dashboard", () => {
  it('starts with their next tasks, returned ones first with the reason, above the counts', async () => {
    answerCall('get', paths.myPendingTasks, {
      responseCode: 'OK',
      responseDescription: 'OK',
      response: [
        pendingTask(1),
        pendingTask(2),
        pendingTask(3, { reworkCount: 1, reworkReason: 'Totals are off', reworkedByName: 'Tunde Bakare' }),
        pendingTask(4),
      ],
    });
    await renderApp('/dashboard', { as: 'staff' });
    const next = await screen.findByRole('list', { name: 'Your next tasks' });
    const rows = within(next).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Task 3', 'Task 1', 'Task 2']);
    within(rows[0]).getByText('Returned for rework');
    expect(rows[0].textContent).toContain('Tunde Bakare: “Totals are off”');
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/my-jobs/pending');
    screen.getByRole('link', { name: 'See all 4' });
    const counts = await screen.findByRole('region', { name: 'Workload counts' });
    // The next tasks come before the counts on the page.
    expect(next.compareDocumentPosition(counts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so when nothing is left to finish', async () => {
    answerCall('get', paths.myPendingTasks, { responseCode: 'OK', responseDescription: 'OK', response: [] });
    await renderApp('/dashboard', { as: 'staff' });
    await screen.findByText('Nothing to finish. You are all caught up.');
  });

  it('is not shown to an Admin', async () => {
    await renderApp('/dashboard', { as: 'admin' });
    await screen.findByRole('region', { name: 'Workload counts' });
    expect(screen.queryByRole('heading', { name: 'Your next tasks' })).toBeNull();
  });
});
