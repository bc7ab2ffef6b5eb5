import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS, getDb } from '../../../mocks/db';
import { paths } from '../../../src/api/paths';
import type { PendingTaskItem } from '../../../src/api/types';
import { pendingTask } from '../../support/answers';
import { renderApp } from '../../support/renderApp';
import { answerCall, failCall, holdCall, recordRequests } from '../../support/server';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { itTellsAPendingListThatCannotBeRead } from './pendingListOpening';
import { replaceText } from '../../support/fill';
import { onSimulatedTime, passTime } from '../../support/time';
import { SUBMIT_SUCCESS_MS } from '../../../src/domain/review';

const item = (taskId: number, taskEndDate: string | null): PendingTaskItem =>
  pendingTask(taskId, { taskDescription: 'Reconcile', jobName: 'Job A', taskEndDate });
const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

async function openSubmit() {
  const app = await renderApp('/my-jobs/pending', { as: 'staff' });
  const card = (await screen.findAllByRole('article'))[0];
  await app.user.click(within(card).getByRole('button', { name: /^Submit Task/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit Task' });
  return { app, dialog, card };
}

describe('Pending Jobs to Finish', () => {
  it('counts total, overdue and on-time tasks and gives each task Submit Task and View Chats', async () => {
    answerCall('get', paths.myPendingTasks, {
      responseCode: 'OK',
      responseDescription: 'OK',
      response: [item(1, iso(-DAY)), item(2, iso(DAY)), item(3, iso(2 * DAY))],
    });
    const sent = recordRequests();
    const app = await renderApp('/my-jobs/pending', { as: 'staff' });
    await screen.findAllByRole('article');
    expect(sent.find((r) => r.url.pathname === paths.myPendingTasks)?.url.searchParams.get('userId')).toBe(String(app.me!.id));
    const counts = within(screen.getByRole('group', { name: 'Task counts' }));
    expect(counts.getByText('Total Tasks').nextSibling?.textContent).toBe('3');
    expect(counts.getByText('Overdue').nextSibling?.textContent).toBe('1');
    expect(counts.getByText('On Time').nextSibling?.textContent).toBe('2');
    for (const card of screen.getAllByRole('article')) {
      within(card).getByRole('button', { name: /^Submit Task/ });
      within(card).getByRole('button', { name: /^View Chats/ });
    }
  });

  it('says where a submitted task goes and what it reads there, with a link to My Jobs', async () => {
    const app = await renderApp('/my-jobs/pending', { as: 'staff' });
    const note = await screen.findByText(/^A task you submit leaves this list/);
    expect(note.textContent).toBe(
      'A task you submit leaves this list and reads “Pending Review” until a reviewer approves it or returns it for rework: see it in the History of its job in My Jobs.',
    );
    await app.user.click(within(note).getByRole('link', { name: 'My Jobs' }));
    expect(app.location()).toBe('/my-jobs');
  });

  itTellsAPendingListThatCannotBeRead({
    address: '/my-jobs/pending',
    as: 'staff',
    read: paths.myPendingTasks,
    wordlessRefusal: { responseCode: 'FAILED', responseDescription: '', response: null },
  });

  it('sends the trimmed comment and the uploaded files, then the task leaves the list and the header count goes down', async () => {
    onSimulatedTime();
    const { app, dialog, card } = await openSubmit();
    const before = Number(
      /\d+$/.exec(screen.getByRole('link', { name: /^To Finish: /, hidden: true }).getAttribute('aria-label') ?? '')?.[0],
    );
    const sent = recordRequests();
    await app.user.type(within(dialog).getByLabelText(/Comment/), '  All reconciled  ');
    // Submit Task takes Add Task's file types (docs/behaviour.md §7 "Files"): the picker offers no CSV.
    const picker = within(dialog).getByLabelText(/Files/);
    expect(picker.getAttribute('accept')).not.toContain('.csv');
    await app.user.upload(picker, [
      new File(['a,b'], 'bank.csv', { type: 'text/csv' }),
      new File(['%PDF-1.7'], 'bank.pdf', { type: 'application/pdf' }),
    ]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
    await within(dialog).findByText('Task submitted');
    // The header count follows as soon as the server has it, while the success still shows.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^To Finish: /, hidden: true }).getAttribute('aria-label')).toBe(`To Finish: ${before - 1}`),
    );
    expect(screen.queryByRole('dialog')).not.toBeNull();
    const order = sent.map((r) => r.url.pathname).filter((p) => p.includes('upload') || p === paths.taskFinished);
    expect(order).toEqual(['/mock-files/raw/upload', paths.taskFinished]);
    const body = (await sent.find((r) => r.url.pathname === paths.taskFinished)!.body) as {
      comment: string;
      taskFileList: Array<{ fileName: string }>;
    };
    expect(body.comment).toBe('All reconciled');
    expect(body.taskFileList.map((f) => f.fileName)).toEqual(['bank.pdf']);
    // The success shows for its delay, jumped rather than waited out.
    await passTime(SUBMIT_SUCCESS_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card.isConnected).toBe(false));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^To Finish: / }).getAttribute('aria-label')).toBe(`To Finish: ${before - 1}`),
    );
  });

  describe('Submit Task failures keep what was typed and chosen', () => {
    // An answer is told in the file service's words, no answer at all in the form's own (docs/behaviour.md §8).
    it.each([
      [500, 'File upload failed: HTTP error! status: 500'],
      ['network', 'Failed to upload files'],
    ] as const)('an upload failure (%s) shows "%s" and submits nothing', async (failure, message) => {
      failCall('post', '/mock-files/:kind/upload', failure);
      const sent = recordRequests();
      const { app, dialog } = await openSubmit();
      await replaceText(app.user, within(dialog).getByLabelText(/Comment/), 'Done');
      await app.user.upload(within(dialog).getByLabelText(/Files/), new File(['x'], 'notes.txt', { type: 'text/plain' }));
      await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
      await within(dialog).findByText(message);
      expect(within(dialog).getByLabelText(/Comment/)).toHaveProperty('value', 'Done');
      within(dialog).getByRole('button', { name: 'Remove notes.txt' });
      expect(sent.some((r) => r.url.pathname === paths.taskFinished)).toBe(false);
    });

    it.each([500, 'network'] as const)('a submit failure (%s) shows "Failed to submit task"', async (failure) => {
      failCall('post', paths.taskFinished, failure);
      const { app, dialog } = await openSubmit();
      await replaceText(app.user, within(dialog).getByLabelText(/Comment/), 'Done');
      await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
      await within(dialog).findByText('Failed to submit task');
      expect(within(dialog).getByLabelText(/Comment/)).toHaveProperty('value', 'Done');
    });

    it('a retry after a failed hand-in sends the files stored before, without uploading them again', async () => {
      onSimulatedTime();
      const submits = holdCall('post', paths.taskFinished);
      const sent = recordRequests();
      const { app, dialog, card } = await openSubmit();
      await replaceText(app.user, within(dialog).getByLabelText(/Comment/), 'Done');
      await app.user.upload(within(dialog).getByLabelText(/Files/), new File(['x'], 'notes.txt', { type: 'text/plain' }));
      await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
      await submits.fail(500);
      await within(dialog).findByText('Failed to submit task');
      await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
      const retry = (await (await submits.request()).json()) as { taskFileList: Array<{ fileName: string; url: string }> };
      await submits.passThrough();
      await within(dialog).findByText('Task submitted');
      await passTime(SUBMIT_SUCCESS_MS);
      await waitFor(() => expect(card.isConnected).toBe(false));
      const uploads = sent.filter((r) => r.url.pathname.startsWith('/mock-files/'));
      expect(uploads).toHaveLength(1);
      expect(retry.taskFileList.map((f) => f.fileName)).toEqual(['notes.txt']);
    });

    it('a refusal shows the server words', async () => {
      answerCall('post', paths.taskFinished, {
        responseCode: 'FAILED',
        responseDescription: 'This task has already been submitted',
        response: null,
      });
      const { app, dialog } = await openSubmit();
      await replaceText(app.user, within(dialog).getByLabelText(/Comment/), 'Done');
      await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
      await within(dialog).findByText('This task has already been submitted');
    });

    it("the mock's refusal of a hand-in without the files a checklist asks for shows its words and keeps the comment", async () => {
      // Every unfinished task of Staff's as if planned from a checklist task that asks for files
      // (docs/decisions/091-files-required-on-submit.md).
      const db = getDb();
      const mine = db.tasks.filter((t) => t.assigneeId === DEMO_IDS.staff && !t.isVerified && t.statusName !== 'Pending');
      for (const jobId of new Set(mine.map((t) => t.jobId))) {
        const filesRequiredTaskIds = mine.filter((t) => t.jobId === jobId).map((t) => t.id);
        db.jobTemplates.push({ id: jobId, templateId: db.templates[0].id, filesRequiredTaskIds });
      }
      onSimulatedTime();
      const { app, dialog, card } = await openSubmit();
      await replaceText(app.user, within(dialog).getByLabelText(/Comment/), 'All reconciled');
      await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
      await within(dialog).findByText("This task's checklist asks for its files. Attach at least one file.");
      expect(within(dialog).getByLabelText(/Comment/)).toHaveProperty('value', 'All reconciled');
      expect(card.isConnected).toBe(true);
      await app.user.upload(within(dialog).getByLabelText(/Files/), new File(['%PDF-1.7'], 'bank.pdf', { type: 'application/pdf' }));
      await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
      await within(dialog).findByText('Task submitted');
      await passTime(SUBMIT_SUCCESS_MS);
      await waitFor(() => expect(card.isConnected).toBe(false));
    });

    it('a 401 ends the session', async () => {
      failCall('post', paths.taskFinished, 401);
      const { app, dialog } = await openSubmit();
      await replaceText(app.user, within(dialog).getByLabelText(/Comment/), 'Done');
      await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
      await waitFor(() => expect(app.location()).toBe(loginAddressFor('/my-jobs/pending')));
    });

    it('a blank comment shows "Please enter a comment" and sends nothing', async () => {
      const { app, dialog } = await openSubmit();
      const sent = recordRequests();
      await app.user.type(within(dialog).getByLabelText(/Comment/), '    ');
      await app.user.click(within(dialog).getByRole('button', { name: 'Submit Task' }));
      await within(dialog).findByText('Please enter a comment');
      expect(sent.some((r) => r.method === 'POST')).toBe(false);
    });
  });
});
