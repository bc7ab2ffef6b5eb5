/**
 * A review has its context and a rework cannot be missed: what the reviewer's card says about
 * the hand-in, where the keyboard goes in and after a decision, how a returned task reads on
 * the assignee's list and in the Submit modal, and who the comment thread names.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { paths } from '../../../src/api/paths';
import type { PendingTaskItem, ReviewerPage } from '../../../src/api/types';
import { formatDateTime } from '../../../src/domain/format';
import { listPage, pendingTask } from '../../support/answers';
import { renderApp } from '../../support/renderApp';
import { answerCall } from '../../support/server';

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const item = (taskId: number, extra: Partial<PendingTaskItem> = {}): PendingTaskItem =>
  pendingTask(taskId, { taskDescription: 'Check the payroll', assignedTo: 'Chinedu Eze', reworkCount: 0, ...extra });
const page = (items: PendingTaskItem[]): ReviewerPage =>
  listPage(items, { currentPage: 1, totalPages: items.length ? 1 : 0, totalItems: items.length });

beforeAll(async () => {
  await Promise.all([
    import('../../../src/app/ProtectedApp'),
    import('../../../src/views/review/PendingApprovalPage'),
    import('../../../src/views/myJobs/PendingToFinishPage'),
  ]);
}, 60_000);

describe("the reviewer's card", () => {
  it('names the assignee, gives the hand-in time and comment, and each file its upload time, telling the two hand-ins apart', async () => {
    const firstAt = '2026-03-01T09:05:00Z';
    const secondAt = '2026-03-04T16:40:00Z';
    answerCall(
      'get',
      paths.tasksToReview,
      page([
        item(1, {
          reworkCount: 1,
          dateSubmitted: secondAt,
          submissionComment: 'Added the overtime for payslip 4',
          taskFileList: [
            { id: 10, fileName: 'payslips-v1.xlsx', url: '/f/10', dateUploaded: firstAt },
            { id: 11, fileName: 'payslips-v2.xlsx', url: '/f/11', dateUploaded: secondAt },
          ],
        }),
      ]),
    );
    await renderApp('/jobs/pending', { as: 'admin' });
    const card = await screen.findByRole('article', { name: 'Task 1' });
    expect(card.textContent).toContain('Chinedu Eze');
    expect(within(card).getByText('Submitted').nextSibling?.textContent).toBe(formatDateTime(secondAt));
    within(card).getByText('Added the overtime for payslip 4');
    within(card).getByText('Chinedu Eze wrote');
    const files = within(within(card).getByRole('list', { name: 'Files of Task 1' })).getAllByRole('listitem');
    expect(files[0].textContent).toContain(`uploaded ${formatDateTime(firstAt)}`);
    within(files[0]).getByText('Earlier submission');
    expect(files[1].textContent).toContain(`uploaded ${formatDateTime(secondAt)}`);
    within(files[1]).getByText('Latest submission');
  });

  it('lists the oldest hand-in first, as the server stores them', async () => {
    await renderApp('/jobs/pending', { as: 'admin' });
    const cards = await screen.findAllByRole('article');
    expect(cards.length).toBeGreaterThan(1);
    const times = cards.map(
      (card) => within(card).getByText('Submitted').nextElementSibling?.querySelector('time')?.getAttribute('dateTime') ?? '',
    );
    expect(times.every(Boolean)).toBe(true);
    expect([...times].sort((a, b) => Date.parse(a) - Date.parse(b))).toEqual(times);
    screen.getByText('Oldest submission first');
  });

  it('keeps a page oldest first even when a server sends it in another order', async () => {
    answerCall(
      'get',
      paths.tasksToReview,
      page([item(1, { dateSubmitted: iso(-DAY) }), item(2, { dateSubmitted: iso(-3 * DAY) }), item(3, { dateSubmitted: null })]),
    );
    await renderApp('/jobs/pending', { as: 'admin' });
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Task 2', 'Task 1', 'Task 3']);
  });
});

describe('the decision by keyboard', () => {
  it('opens with focus in the comment box, sends on Ctrl+Enter, then lands on the next card', async () => {
    const app = await renderApp('/jobs/pending', { as: 'admin' });
    const cards = await screen.findAllByRole('article');
    within(cards[0])
      .getByRole('button', { name: /^Reject / })
      .focus();
    await app.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Task' });
    const box = within(dialog).getByLabelText(/Comment/);
    await waitFor(() => expect(document.activeElement).toBe(box));
    await app.user.keyboard('Totals do not match');
    await app.user.keyboard('{Control>}{Enter}{/Control}');
    await within(dialog).findByText('Task rejected');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The rejected card is gone and the one after it, kept on screen, has focus.
    await waitFor(() => expect(cards[0].isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(cards[1]));
  });

  it('Ctrl+Enter with a blank comment sends nothing', async () => {
    const app = await renderApp('/jobs/pending', { as: 'admin' });
    const card = (await screen.findAllByRole('article'))[0];
    await app.user.click(within(card).getByRole('button', { name: /^Approve / }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Task' });
    await app.user.keyboard('   {Control>}{Enter}{/Control}');
    await within(dialog).findByText('Please enter a comment');
    expect(within(dialog).queryByText('Task approved')).toBeNull();
  });

  it('moves focus to the heading when the last task has been reviewed', async () => {
    let reviewed = false;
    server.use(
      http.get('*/api/v1/task/reviewer', () => HttpResponse.json(page(reviewed ? [] : [item(1, { dateSubmitted: iso(-DAY) })]))),
      http.post('*/api/v1/task/validate', () => {
        reviewed = true;
        return HttpResponse.json({ responseCode: 'OK', responseDescription: 'Task approved successfully', response: null });
      }),
    );
    const app = await renderApp('/jobs/pending', { as: 'admin' });
    const card = await screen.findByRole('article', { name: 'Task 1' });
    within(card)
      .getByRole('button', { name: /^Approve / })
      .focus();
    await app.user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Approve Task' });
    await app.user.keyboard('Fine{Control>}{Enter}{/Control}');
    await screen.findByText('Task approved');
    await screen.findByRole('heading', { name: 'All caught up' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Pending Jobs to Approve' })));
  });
});

describe("a task returned for rework, on the assignee's list", () => {
  const returned = item(7, {
    taskName: 'Reconcile bank',
    reworkCount: 2,
    reworkReason: 'The March statement is missing',
    reworkedByName: 'Tunde Bakare',
    dateReturned: '2026-03-05T11:00:00Z',
    taskEndDate: iso(2 * DAY),
  });

  it('comes first with a "Returned for rework" badge and the reviewer\'s reason on its card', async () => {
    answerCall('get', paths.myPendingTasks, {
      responseCode: 'OK',
      responseDescription: 'OK',
      response: [item(1, { taskEndDate: iso(-DAY) }), returned],
    });
    await renderApp('/my-jobs/pending', { as: 'staff' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Reconcile bank', 'Task 1']);
    within(cards[0]).getByText('Returned for rework');
    expect(within(cards[0]).queryByText('On Time')).toBeNull();
    within(cards[0]).getByText(`Returned for rework by Tunde Bakare on ${formatDateTime('2026-03-05T11:00:00Z')}`);
    within(cards[0]).getByText('The March statement is missing');
    within(cards[1]).getByText('Overdue');
    expect(within(cards[1]).queryByText('Returned for rework')).toBeNull();
  });

  it('shows the reason at the top of the Submit modal', async () => {
    answerCall('get', paths.myPendingTasks, { responseCode: 'OK', responseDescription: 'OK', response: [returned] });
    const app = await renderApp('/my-jobs/pending', { as: 'staff' });
    const card = await screen.findByRole('article', { name: 'Reconcile bank' });
    await app.user.click(within(card).getByRole('button', { name: /^Submit Task/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Task' });
    const form = dialog.querySelector('form')!;
    expect(form.firstElementChild?.textContent).toContain('The March statement is missing');
  });

  it('reads so from the real server after a rejection', async () => {
    await renderApp('/my-jobs/pending', { as: 'staff' });
    const cards = await screen.findAllByRole('article');
    const badges = cards.map((c) => within(c).queryByText('Returned for rework') !== null);
    expect(badges[0]).toBe(true);
    // Returned ones first: no returned card after one that is not.
    expect(badges.indexOf(false) === -1 || badges.slice(badges.indexOf(false)).every((b) => !b)).toBe(true);
    expect(within(cards[0]).getByText(/^Returned for rework by /)).toBeTruthy();
  });
});

describe('the comment thread', () => {
  it('names people with their role, not their mailbox', async () => {
    const app = await renderApp('/jobs/pending', { as: 'admin' });
    const card = (await screen.findAllByRole('article'))[0];
    await app.user.click(within(card).getByRole('button', { name: /^Previous Chats/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Task Comments & History' });
    const items = await within(dialog).findAllByRole('listitem');
    const text = items.map((i) => i.textContent ?? '').join('\n');
    expect(text).toMatch(/\w+ \w+ \((Staff|Admin|Super Admin)\)/);
    expect(text).not.toMatch(/^Staff\b|^Admin\b/m);
  });
});
