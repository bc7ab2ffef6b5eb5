import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { getDb } from '../../../mocks/db/store';
import { reworkCountOf } from '../../../mocks/db/trail';
import { paths } from '../../../src/api/paths';
import type { PendingTaskItem, ReviewerPage } from '../../../src/api/types';
import { listPage, pendingTask, refusedPage } from '../../support/answers';
import { pageNumbers } from '../../support/lists';
import { renderApp } from '../../support/renderApp';
import { answerCall, failCall, recordRequests } from '../../support/server';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { itTellsAPendingListThatCannotBeRead } from './pendingListOpening';
import { DEMO_IDS } from '../../../mocks/db';
import { isoToInputDate } from '../../../src/domain/assign';
import { DRAFT_RESTORED_MESSAGE, SUCCESS_DELAY_MS } from '../../../src/machines/formModal.machine';
import { signInOnTheLoginPage } from '../../support/loginForm';
import { pickWithKeyboard, replaceText } from '../../support/fill';
import { onSimulatedTime, passTime } from '../../support/time';

const DAY = 86_400_000;
/** Task `taskId`, waiting for review, due `offset` milliseconds from now. */
const item = (taskId: number, offset: number): PendingTaskItem =>
  pendingTask(taskId, {
    taskDescription: 'Check the payroll',
    taskEndDate: new Date(Date.now() + offset).toISOString(),
    assignedTo: 'Sam Staff',
    reworkCount: 0,
  });
const page = (items: PendingTaskItem[], totalPages: number, currentPage = 1): ReviewerPage =>
  listPage(items, { currentPage, totalPages, totalItems: totalPages * 10 });

let alert: Mock<(message?: unknown) => void>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
  window.alert = alert;
});
afterEach(() => vi.unstubAllGlobals());

async function openDecision(verb: 'Approve' | 'Reject') {
  const app = await renderApp('/jobs/pending', { as: 'admin' });
  const card = (await screen.findAllByRole('article'))[0];
  await app.user.click(within(card).getByRole('button', { name: new RegExp(`^${verb} `) }));
  const dialog = await screen.findByRole('dialog', { name: `${verb} Task` });
  return { app, dialog, card };
}

describe('Pending Jobs to Approve', () => {
  it('asks for the signed-in reviewer, 10 a page, and badges Overdue past the deadline else Pending Review', async () => {
    answerCall('get', paths.tasksToReview, page([item(1, -DAY), item(2, DAY)], 1));
    const sent = recordRequests();
    const app = await renderApp('/jobs/pending', { as: 'admin' });
    const cards = await screen.findAllByRole('article');
    const query = sent.find((r) => r.url.pathname === paths.tasksToReview && r.url.searchParams.get('pageSize') === '10')!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ reviewerId: String(app.me!.id), pageNumber: '1', pageSize: '10' });
    within(cards[0]).getByText('Overdue');
    within(cards[1]).getByText('Pending Review');
    for (const card of cards) {
      within(card).getByRole('button', { name: /^Approve / });
      within(card).getByRole('button', { name: /^Reject / });
      within(card).getByRole('button', { name: /^Previous Chats/ });
    }
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pending tasks pages' })).toBeNull();
  });

  it('shows at most 5 page numbers and loads the page chosen', async () => {
    answerCall('get', paths.tasksToReview, page([item(1, DAY)], 8));
    const app = await renderApp('/jobs/pending', { as: 'admin' });
    const pager = await screen.findByRole('navigation', { name: 'Pending tasks pages' });
    expect(pageNumbers(pager)).toHaveLength(5);
    const sent = recordRequests();
    await app.user.click(within(pager).getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(sent.some((r) => r.url.searchParams.get('pageNumber') === '4')).toBe(true));
    await waitFor(() => expect(pageNumbers(pager)).toEqual(['2', '3', '4', '5', '6']));
  });

  it("says 'All caught up' when nothing waits, and Refresh asks again", async () => {
    answerCall('get', paths.tasksToReview, page([], 0));
    const app = await renderApp('/jobs/pending', { as: 'admin' });
    await screen.findByRole('heading', { name: 'All caught up' });
    answerCall('get', paths.tasksToReview, page([item(9, DAY)], 1));
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('article', { name: 'Task 9' });
  });

  itTellsAPendingListThatCannotBeRead({
    address: '/jobs/pending',
    as: 'admin',
    read: paths.tasksToReview,
    wordlessRefusal: refusedPage(''),
  });

  it('approving sends the trimmed comment, shows success, refreshes the grid and the header count', async () => {
    onSimulatedTime();
    const { app, dialog, card } = await openDecision('Approve');
    const before = Number(
      /\d+$/.exec(screen.getByRole('link', { name: /^To Approve: /, hidden: true }).getAttribute('aria-label') ?? '')?.[0],
    );
    const box = within(dialog).getByLabelText(/Comment/);
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Approve Task' })).toHaveProperty('disabled', true);
    await app.user.type(box, '   ');
    expect(within(dialog).getByRole('button', { name: 'Approve Task' })).toHaveProperty('disabled', true);
    const sent = recordRequests();
    await app.user.type(box, ' Verified ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Approve Task' }));
    await within(dialog).findByText('Task approved');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^To Approve: /, hidden: true }).getAttribute('aria-label')).toBe(
        `To Approve: ${before - 1}`,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeNull();
    const request = sent.find((r) => r.url.pathname === paths.taskValidate)!;
    expect(await request.body).toMatchObject({ comment: 'Verified', userId: 2, taskFileList: [] });
    // The success shows for its delay, jumped rather than waited out.
    await passTime(SUCCESS_DELAY_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card.isConnected).toBe(false));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^To Approve: / }).getAttribute('aria-label')).toBe(`To Approve: ${before - 1}`),
    );
  });

  describe.each([
    ['Approve', paths.taskValidate, 'Failed to approve task'],
    ['Reject', paths.taskRework, 'Failed to reject task'],
  ] as const)('%s failures', (verb, path, message) => {
    it.each([500, 'network'] as const)(
      `%s shows "Error: ${message}" in an alert dialog, not the browser's, and keeps the comment`,
      async (failure) => {
        failCall('post', path, failure);
        const { app, dialog } = await openDecision(verb);
        await replaceText(app.user, within(dialog).getByLabelText(/Comment/), 'Needs work');
        await app.user.click(within(dialog).getByRole('button', { name: `${verb} Task` }));
        const shown = await screen.findByRole('alertdialog', { name: `Error: ${message}` });
        await waitFor(() => expect(document.activeElement).toBe(within(shown).getByRole('button', { name: 'OK' })));
        expect(alert).not.toHaveBeenCalled();
        await app.user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        // Escape closed the alert only: the decision stays open with the words typed, focus back in the box.
        const box = within(screen.getByRole('dialog', { name: `${verb} Task` })).getByLabelText(/Comment/);
        expect(box).toHaveProperty('value', 'Needs work');
        await waitFor(() => expect(document.activeElement).toBe(box));
      },
    );

    it('a refusal shows the server words in the alert dialog; OK closes it', async () => {
      answerCall('post', path, { responseCode: 'FAILED', responseDescription: 'This task is not awaiting review', response: null });
      const { app, dialog } = await openDecision(verb);
      await replaceText(app.user, within(dialog).getByLabelText(/Comment/), 'Needs work');
      await app.user.click(within(dialog).getByRole('button', { name: `${verb} Task` }));
      const shown = await screen.findByRole('alertdialog', { name: 'Error: This task is not awaiting review' });
      await app.user.click(within(shown).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(alert).not.toHaveBeenCalled();
    });

    it('a 401 ends the session', async () => {
      failCall('post', path, 401);
      const { app, dialog } = await openDecision(verb);
      await replaceText(app.user, within(dialog).getByLabelText(/Comment/), 'Needs work');
      await app.user.click(within(dialog).getByRole('button', { name: `${verb} Task` }));
      await waitFor(() => expect(app.location()).toBe(loginAddressFor('/jobs/pending')));
    });
  });
});

describe('Pending Jobs to Approve paging after a review', () => {
  it('shows the page before when the last task of the last page has been reviewed', async () => {
    let lastPageEmptied = false;
    server.use(
      http.get('*/api/v1/task/reviewer', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('pageSize') === '1') return HttpResponse.json(page([item(1, DAY)], lastPageEmptied ? 10 : 11));
        const asked = Number(url.searchParams.get('pageNumber'));
        if (asked === 2)
          return HttpResponse.json(
            lastPageEmptied ? { ...page([], 1, 2), totalItems: 10 } : { ...page([item(11, DAY)], 2, 2), totalItems: 11 },
          );
        return HttpResponse.json({
          ...page(
            Array.from({ length: 10 }, (_, i) => item(i + 1, DAY)),
            lastPageEmptied ? 1 : 2,
          ),
          totalItems: lastPageEmptied ? 10 : 11,
        });
      }),
      http.post('*/api/v1/task/validate', () => {
        lastPageEmptied = true;
        return HttpResponse.json({ responseCode: 'OK', responseDescription: 'Task approved successfully', response: null });
      }),
    );
    onSimulatedTime();
    const app = await renderApp('/jobs/pending', { as: 'admin' });
    await app.user.click(await screen.findByRole('button', { name: 'Page 2' }));
    const card = await screen.findByRole('article', { name: 'Task 11' });
    await app.user.click(within(card).getByRole('button', { name: /^Approve / }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Task' });
    await replaceText(app.user, within(dialog).getByLabelText(/Comment/), 'Fine');
    await app.user.click(within(dialog).getByRole('button', { name: 'Approve Task' }));
    await within(dialog).findByText('Task approved');
    await passTime(SUCCESS_DELAY_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Page 2 is gone: page 1 shows, with no pager left for a single page.
    await screen.findByRole('article', { name: 'Task 10' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Pending tasks pages' })).toBeNull();
  });
});

describe('Reject by keyboard after keeping the typed reason', () => {
  it('Escape asks, Keep Editing puts focus back in the reason, and Ctrl+Enter returns the task with all of it', async () => {
    const { app, dialog, card } = await openDecision('Reject');
    expect(card.isConnected).toBe(true);
    const box = within(dialog).getByLabelText(/Comment/);
    expect(document.activeElement).toBe(box);
    await app.user.keyboard('Wrong period');
    await app.user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(question.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(box));
    await app.user.keyboard(', use November{Control>}{Enter}{/Control}');
    await within(dialog).findByText('Task rejected');
    const reason = getDb().comments.find((c) => c.comment === 'Wrong period, use November');
    expect(reason).toBeDefined();
    const task = getDb().tasks.find((t) => t.id === reason?.taskId);
    expect(task?.statusName).toBe('Ongoing not done by user');
    expect(task?.dateFinished).toBeNull();
  });
});

describe('Reject with a new end date', () => {
  const NEW_END = () => new Date(Date.now() + 3 * DAY);

  /** The first card's job ends 30 days from now, so a new end date inside it can be given. */
  function firstJobEndsLater(): void {
    const db = getDb();
    const first = db.tasks
      .filter((t) => t.statusName === 'Pending' && t.reviewerIds.includes(DEMO_IDS.admin))
      .sort((a, b) => Date.parse(a.dateFinished ?? '') - Date.parse(b.dateFinished ?? ''))[0];
    const job = db.jobs.find((j) => j.id === first.jobId);
    if (!job) throw new Error('the first task has no job');
    job.dateOut = new Date(Date.now() + 30 * DAY).toISOString();
  }

  async function fillReject(reason: string, date: Date) {
    const opened = await openDecision('Reject');
    // The reason only completes the form: these tests are about the end date.
    await replaceText(opened.app.user, within(opened.dialog).getByLabelText(/Comment/), reason);
    const end = within(opened.dialog).getByLabelText(/New end date/);
    fireEvent.change(end, { target: { value: isoToInputDate(date.toISOString()) } });
    return { ...opened, end };
  }

  const taskOf = (reason: string) => getDb().tasks.find((t) => t.id === getDb().comments.find((c) => c.comment === reason)?.taskId);

  it('Ctrl+Enter in the date field returns the task with the new end date, which the task now has', async () => {
    firstJobEndsLater();
    const sent = recordRequests();
    const date = NEW_END();
    const { app, dialog, end } = await fillReject('Use the November rates', date);
    end.focus();
    await app.user.keyboard('{Control>}{Enter}{/Control}');
    await within(dialog).findByText('Task rejected');
    const request = sent.find((r) => r.url.pathname === paths.taskRework);
    const minute = new Date(Math.floor(date.getTime() / 60_000) * 60_000).toISOString();
    expect(await request?.body).toMatchObject({ isDateRework: true, reworkDate: minute });
    expect(taskOf('Use the November rates')).toMatchObject({ endDate: minute, statusName: 'Ongoing not done by user' });
  });

  it("a date after the job's end gets the Assign form's message and nothing is sent", async () => {
    const sent = recordRequests();
    const { app, dialog, card } = await fillReject('Wrong period', new Date(Date.now() + 400 * DAY));
    const before = structuredClone(getDb().tasks);
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject Task' }));
    await within(dialog).findByText('Selected Date cannot be After the Job End Date');
    expect(sent.some((r) => r.url.pathname === paths.taskRework)).toBe(false);
    expect(getDb().tasks).toEqual(before);
    expect(card.isConnected).toBe(true);
  });

  it('a date in the past gets "End date cannot be in the past."; clearing it sends the rejection without one', async () => {
    const { app, dialog, end } = await fillReject('Wrong period', new Date(Date.now() - DAY));
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject Task' }));
    await within(dialog).findByText('End date cannot be in the past.');
    fireEvent.change(end, { target: { value: '' } });
    expect(within(dialog).queryByText('End date cannot be in the past.')).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject Task' }));
    await within(dialog).findByText('Task rejected');
    expect(reworkCountOf(getDb(), taskOf('Wrong period')?.id ?? 0)).toBeGreaterThan(0);
  });

  it.each([500, 'network'] as const)('%s keeps the reason and the new end date', async (failure) => {
    firstJobEndsLater();
    failCall('post', paths.taskRework, failure);
    const date = NEW_END();
    const { app, dialog } = await fillReject('Needs work', date);
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject Task' }));
    await screen.findByRole('alertdialog', { name: 'Error: Failed to reject task' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const still = screen.getByRole('dialog', { name: 'Reject Task' });
    expect(within(still).getByLabelText(/Comment/)).toHaveProperty('value', 'Needs work');
    expect(within(still).getByLabelText(/New end date/)).toHaveProperty('value', isoToInputDate(date.toISOString()));
  });

  it('a 401 ends the session; signing in again brings back the reason and the new end date, not yet saved', async () => {
    firstJobEndsLater();
    failCall('post', paths.taskRework, 401);
    const date = NEW_END();
    const { app, dialog } = await fillReject('Needs work', date);
    await app.user.click(within(dialog).getByRole('button', { name: 'Reject Task' }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/jobs/pending')));
    await signInOnTheLoginPage(app.user, 'admin');
    await waitFor(() => expect(app.location()).toBe('/jobs/pending'));
    const card = (await screen.findAllByRole('article'))[0];
    await app.user.click(within(card).getByRole('button', { name: /^Reject / }));
    const again = await screen.findByRole('dialog', { name: 'Reject Task' });
    within(again).getByText(DRAFT_RESTORED_MESSAGE);
    expect(within(again).getByLabelText(/Comment/)).toHaveProperty('value', 'Needs work');
    expect(within(again).getByLabelText(/New end date/)).toHaveProperty('value', isoToInputDate(date.toISOString()));
    expect(getDb().comments.some((c) => c.comment === 'Needs work')).toBe(false);
  });

  it('Approve has no date field', async () => {
    const { dialog } = await openDecision('Approve');
    expect(within(dialog).queryByLabelText(/New end date/)).toBeNull();
  });
});

describe('Pending Jobs to Approve filters', () => {
  const waitingFor = () => getDb().tasks.filter((t) => t.statusName === 'Pending' && t.reviewerIds.includes(DEMO_IDS.admin));
  const shownCount = () => Number(/^(\d+)/.exec(screen.getByText(/awaiting review/).textContent ?? '')?.[1]);

  it('an assignee, a client and Overdue only narrow the cards, live in the address, and Clear Filters brings all back', async () => {
    const app = await renderApp('/jobs/pending', { as: 'admin' });
    await screen.findAllByRole('article');
    const all = waitingFor();
    expect(shownCount()).toBe(all.length);

    const someone = getDb().users.find((u) => u.id === all[0].assigneeId)!;
    const name = `${someone.firstName} ${someone.lastName}`;
    await pickWithKeyboard(app.user, 'Assignee', name);
    await waitFor(() => expect(app.location()).toBe(`/jobs/pending?assignee=${someone.id}`));
    const theirs = all.filter((t) => t.assigneeId === someone.id);
    await waitFor(() => expect(shownCount()).toBe(theirs.length));
    screen.getByText(new RegExp(`awaiting review ${theirs.length === 1 ? 'matches' : 'match'} the filters`));
    for (const card of screen.getAllByRole('article')) within(card).getByText(name);

    await app.user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(app.location()).toBe(`/jobs/pending?assignee=${someone.id}&filter=overdue`));
    const late = theirs.filter((t) => t.endDate !== null && Date.parse(t.endDate) < Date.now());
    if (late.length === 0) await screen.findByRole('heading', { name: 'No tasks match these filters' });
    else {
      await waitFor(() => expect(shownCount()).toBe(late.length));
      for (const card of screen.getAllByRole('article')) within(card).getByText('Overdue');
    }

    // An address without the last filter (Back, a link) shows the list without it.
    app.navigate(`/jobs/pending?assignee=${someone.id}`);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toHaveProperty('checked', false));

    await app.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(app.location()).toBe('/jobs/pending'));
    await waitFor(() => expect(shownCount()).toBe(all.length));
  });

  it('a link with a client filter opens the queue filtered, asking the server for that client only', async () => {
    const db = getDb();
    const first = waitingFor()[0];
    const clientId = db.jobs.find((j) => j.id === first.jobId)!.clientId;
    const sent = recordRequests();
    await renderApp(`/jobs/pending?client=${clientId}`, { as: 'admin' });
    await screen.findAllByRole('article');
    const asked = sent.find((r) => r.url.pathname === paths.tasksToReview && r.url.searchParams.get('pageSize') === '10');
    expect(asked?.url.searchParams.get('clientId')).toBe(String(clientId));
    const clientName = db.clients.find((c) => c.id === clientId)!.clientName;
    expect(screen.getByRole('combobox', { name: /^Client/ }).textContent).toContain(clientName);
    const theirs = waitingFor().filter((t) => db.jobs.find((j) => j.id === t.jobId)?.clientId === clientId);
    expect(shownCount()).toBe(theirs.length);
  });

  it('a server without the choices offers Overdue only', async () => {
    answerCall('get', paths.tasksToReview, page([item(1, -DAY), item(2, DAY)], 1));
    await renderApp('/jobs/pending', { as: 'admin' });
    await screen.findAllByRole('article');
    screen.getByRole('checkbox', { name: 'Overdue only' });
    expect(screen.queryByRole('combobox', { name: /^Assignee/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Client/ })).toBeNull();
  });
});
