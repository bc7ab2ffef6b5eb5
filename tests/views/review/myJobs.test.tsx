import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { Job, JobDetails, MyJobsPage, Task } from '../../../src/api/types';
import { apiJob, apiTask, listPage, refusedPage } from '../../support/answers';
import { pageNumbers, readTable } from '../../support/lists';
import { renderApp } from '../../support/renderApp';
import { expectOpeningAlerts, expectOpeningEndsSession, expectOpeningShowsRefusal } from '../../support/failedOpening';
import { answerCall, failCall, recordRequests } from '../../support/server';
import { loginAddressFor } from '../../../src/domain/signInReturn';
import { STATUTORY_DUE_LABEL, statutoryDescription } from '../../../src/domain/compliance';

const page = (current: number, totalPages: number, items: Job[] = [apiJob(current)]): MyJobsPage =>
  listPage(items, { currentPage: current, totalPages, totalItems: totalPages * 10 });
/** A task of job 1 in `statusName`, sent back `reworkCount` times. */
const task = (id: number, statusName: string, reworkCount = 0): Task =>
  apiTask(id, { statusName, reworkCount, isVerified: statusName === 'Verified' });

describe('My Jobs', () => {
  it('asks for page 1 of 10 of the signed-in user and shows every column of the spec', async () => {
    const sent = recordRequests();
    const app = await renderApp('/my-jobs', { as: 'staff' });
    const table = await readTable('My jobs');
    const request = sent.find((r) => r.url.pathname === paths.myJobs)!;
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ pageNumber: '1', pageSize: '10', userId: String(app.me!.id) });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Job Name',
      'Description',
      'Job Number',
      'Client Name',
      'Status',
      'Start Date',
      'Due Date',
      'Finished Date',
      'History',
    ]);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it("shows a statutory job's due date to the authority as its own labelled value, and none for another job", async () => {
    const statutory = apiJob(1, {
      jobDescription: statutoryDescription('PAYE remittance and monthly return', 'November 2026', '2026-12-10'),
    });
    answerCall('get', paths.myJobs, page(1, 1, [statutory, apiJob(2)]));
    await renderApp('/my-jobs', { as: 'staff' });
    const table = await readTable('My jobs');
    const rowOf = (name: string) => within(table).getByText(name).closest('tr')!;
    await within(table).findByText('Job 1');
    expect(within(rowOf('Job 1')).getByText(`${STATUTORY_DUE_LABEL}:`, { exact: false }).parentElement?.textContent).toBe(
      `${STATUTORY_DUE_LABEL}: Thu 10 Dec 2026`,
    );
    expect(within(rowOf('Job 2')).queryByText(STATUTORY_DUE_LABEL, { exact: false })).toBeNull();
  });

  it("a job's name is text for Staff, who cannot open Job Details", async () => {
    answerCall('get', paths.myJobs, page(1, 1, [apiJob(1)]));
    await renderApp('/my-jobs', { as: 'staff' });
    const staffTable = await readTable('My jobs');
    await within(staffTable).findByText('Job 1');
    expect(within(staffTable).queryByRole('link', { name: 'Job 1' })).toBeNull();
  });

  it("a job's name is a link to its Job Details for an Admin", async () => {
    answerCall('get', paths.myJobs, page(1, 1, [apiJob(1)]));
    const app = await renderApp('/my-jobs', { as: 'admin' });
    const table = await readTable('My jobs');
    const name = await within(table).findByRole('link', { name: 'Job 1' });
    expect(name.getAttribute('href')).toBe('/jobs/1');
    await app.user.click(name);
    expect(app.location()).toBe('/jobs/1');
  });

  it('shows two page numbers either side of the current page and loads the page chosen', async () => {
    answerCall('get', paths.myJobs, page(1, 9));
    const app = await renderApp('/my-jobs', { as: 'staff' });
    const pager = await screen.findByRole('navigation', { name: 'My jobs pages' });
    expect(pageNumbers(pager)).toEqual(['1', '2', '3']);
    answerCall('get', paths.myJobs, page(5, 9));
    await app.user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await app.user.click(await within(pager).findByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(pageNumbers(pager)).toEqual(['3', '4', '5', '6', '7']));
    expect(within(pager).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the job history: information, tasks, and a summary where Verified reads Completed and a handed-in task Pending Review', async () => {
    answerCall('get', paths.myJobs, page(1, 1, [apiJob(1)]));
    const details: JobDetails = { job: apiJob(1), taskList: [task(11, 'Verified'), task(12, 'Verified', 1), task(13, 'Pending')] };
    answerCall('get', paths.jobDetails, { responseCode: 'OK', responseDescription: 'OK', response: details });
    const app = await renderApp('/my-jobs', { as: 'staff' });
    await app.user.click(await screen.findByRole('button', { name: 'History of Job 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Job History' });
    within(dialog).getByText('JOB-1');
    within(dialog).getByText('Description of job 1');
    await within(dialog).findByRole('tab', { name: 'Tasks (3)' });
    within(dialog).getByText('Task 12');
    within(dialog).getByText(/Rework 1/);
    // What Staff handed in reads as waiting for review, never a bare "Pending".
    const handedIn = within(dialog).getByText('Task 13').closest('li')!;
    within(handedIn).getByText('Pending Review');
    expect(within(dialog).queryByText('Pending')).toBeNull();
    await app.user.click(within(dialog).getByRole('tab', { name: 'Summary' }));
    const summary = within(dialog).getByRole('list', { name: 'Tasks by status' });
    within(summary).getByText('Completed');
    within(summary).getByText('2 tasks');
    expect(within(summary).queryByText('Verified')).toBeNull();
    within(summary).getByText('Pending Review');
    expect(within(summary).queryByText('Pending')).toBeNull();
  });

  describe('when the list call fails', () => {
    it.each([
      [500, 'Failed to load my jobs'],
      ['network', 'Failed to load my jobs'],
    ] as const)('%s shows "%s" with a way to try again', async (failure, message) => {
      const { app, alert } = await expectOpeningAlerts('/my-jobs', 'staff', paths.myJobs, failure, message);
      answerCall('get', paths.myJobs, page(1, 1));
      await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await readTable('My jobs');
    });

    it('a refusal shows the server words, or "Failed to fetch my jobs" without them', async () => {
      await expectOpeningShowsRefusal('/my-jobs', 'staff', paths.myJobs, refusedPage(''), 'Failed to fetch my jobs');
    });

    it('401 ends the session', async () => {
      await expectOpeningEndsSession('/my-jobs', 'staff', paths.myJobs);
      expect(localStorage.getItem('workflow_token')).toBeNull();
    });
  });

  describe('when the history call fails', () => {
    it.each([
      [500, 'Failed to load job history'],
      ['network', 'Failed to load job history'],
    ] as const)('%s shows "%s" in the modal, and Try again loads it', async (failure, message) => {
      failCall('get', paths.jobDetails, failure);
      const app = await renderApp('/my-jobs', { as: 'staff' });
      const first = (await screen.findAllByRole('button', { name: /^History of / }))[0];
      await app.user.click(first);
      const dialog = await screen.findByRole('dialog', { name: 'Job History' });
      await within(dialog).findByText(message);
      answerCall('get', paths.jobDetails, { responseCode: 'OK', responseDescription: 'OK', response: { job: apiJob(1), taskList: [] } });
      await app.user.click(within(dialog).getByRole('button', { name: 'Try again' }));
      await within(dialog).findByRole('tab', { name: 'Tasks (0)' });
    });

    it('a refusal without words shows "Failed to fetch job history"', async () => {
      answerCall('get', paths.jobDetails, { responseCode: 'FAILED', responseDescription: '', response: null });
      const app = await renderApp('/my-jobs', { as: 'staff' });
      await app.user.click((await screen.findAllByRole('button', { name: /^History of / }))[0]);
      await within(await screen.findByRole('dialog')).findByText('Failed to fetch job history');
    });

    it('401 ends the session', async () => {
      failCall('get', paths.jobDetails, 401);
      const app = await renderApp('/my-jobs', { as: 'staff' });
      await app.user.click((await screen.findAllByRole('button', { name: /^History of / }))[0]);
      await waitFor(() => expect(app.location()).toBe(loginAddressFor('/my-jobs')));
    });
  });
});
