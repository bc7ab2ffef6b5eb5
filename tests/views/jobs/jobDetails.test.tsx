import { describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_FAILED_MESSAGE } from '../../../src/machines/fileDownload.machine';
import { fileSaver } from '../../../src/views/ui/saveFile';
import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '../../../mocks/db/store';
import { reworkCountOf } from '../../../mocks/db/trail';
import { toJob, toTask } from '../../../mocks/db/views';
import { paths } from '../../../src/api/paths';
import { jobStatusLabel, taskStatusLabel } from '../../../src/domain/status';
import { STATUTORY_DUE_LABEL, statutoryDescription } from '../../../src/domain/compliance';
import { answerCall, failCall, holdCall, recordRequests, type Failure } from '../../support/server';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { expectOpeningSignsOut } from '../../support/failedOpening';
import { choose } from './helpers';
import { approveMade, assignMade, makeJob, makeTask, reworkMade, submitMade } from '../../support/factories';
import { DEMO_IDS } from '../../../mocks/db/seed';

function detailsOf(jobId: number) {
  const db = getDb();
  const job = db.jobs.find((j) => j.id === jobId)!;
  const tasks = db.tasks.filter((t) => t.jobId === jobId);
  return { job: toJob(db, job, tasks, Date.now()), taskList: tasks.map((t) => toTask(db, t, job, Date.now())) };
}

/** A job made for the test: a task with a file, assigned to staff@, then one with neither. */
function makeJobWithFiles() {
  const job = makeJob();
  const withFile = assignMade(makeTask(job, { files: ['trial-balance-q3.csv'] }), DEMO_IDS.staff);
  makeTask(job);
  return { job, withFile };
}

async function openDetails(jobId: number | string): Promise<RenderedApp> {
  const app = await renderApp(`/jobs/${jobId}`, { as: 'admin' });
  await screen.findByRole('heading', { name: 'Job Information' });
  return app;
}

describe('Job Details and History', () => {
  it('shows the job information, its label and every task with its label, files and assignees', async () => {
    const { job } = makeJobWithFiles();
    const details = detailsOf(job.id);
    await openDetails(job.id);
    expect(screen.getByText(`${job.jobName} · ${job.jobNumber}`)).toBeTruthy();
    const label = jobStatusLabel({ dateFinished: details.job.dateFinished, endDate: details.job.endDate });
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByText(job.jobDescription)).toBeTruthy();
    expect(screen.getByText(`${details.taskList.length} ${details.taskList.length === 1 ? 'task' : 'tasks'}`)).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-label'));
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(details.taskList.map((t) => t.taskName));
    details.taskList.forEach((task, i) => {
      const item = items[i];
      expect(item.textContent).toContain(task.taskNumber);
      expect(item.textContent).toContain(taskStatusLabel(task));
      if (task.isTaskOverdue) expect(within(item).getByText('Overdue')).toBeTruthy();
      for (const file of task.taskFileList) {
        // A download, never a link to navigate to; its name shown whole (docs/behaviour.md §7 "Files").
        const button = within(item).getByRole('button', { name: `Download ${file.fileName}` });
        expect(button.textContent).toBe(file.fileName);
        expect(within(item).queryByRole('link', { name: new RegExp(file.fileName) })).toBeNull();
      }
      for (const user of task.userTasks) expect(item.textContent).toContain(`${user.firstName} ${user.lastName}`);
    });
  });

  it("shows a statutory job's due date to the authority in Job Information, and none for another job", async () => {
    const statutory = makeJob({ jobDescription: statutoryDescription('VAT return', 'November 2026', '2026-12-21') });
    await openDetails(statutory.id);
    expect(screen.getByText(STATUTORY_DUE_LABEL).nextElementSibling?.textContent).toBe('Mon 21 Dec 2026');
  });

  it('shows no statutory due date for a job whose description carries none', async () => {
    await openDetails(makeJob().id);
    expect(screen.getByText('Description')).toBeTruthy();
    expect(screen.queryByText(STATUTORY_DUE_LABEL)).toBeNull();
  });

  it('downloads a file with the session token and saves it under its name; a failure says so and can be tried again', async () => {
    const { job, withFile } = makeJobWithFiles();
    const saved: Array<{ text: string; fileName: string }> = [];
    vi.spyOn(fileSaver, 'save').mockImplementation(async (blob, fileName) => {
      saved.push({ text: await blob.text(), fileName });
    });
    const seen = recordRequests();
    const app = await openDetails(job.id);
    const button = await screen.findByRole('button', { name: 'Download trial-balance-q3.csv' });
    await app.user.click(button);
    await waitFor(() => expect(saved).toEqual([{ text: 'Account,Amount\nCash,100\n', fileName: 'trial-balance-q3.csv' }]));
    const read = seen.find((r) => r.url.pathname === withFile.files[0].url);
    expect(read).toBeDefined();

    for (const failure of [500, 'network'] as const) {
      failCall('get', '/mock-files/files/:key/:name', failure);
      await app.user.click(button);
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', DOWNLOAD_FAILED_MESSAGE);
      expect(saved).toHaveLength(1);
    }
  });

  it('ends the session when a download answers 401, as every call does', async () => {
    const { job } = makeJobWithFiles();
    const app = await openDetails(job.id);
    failCall('get', '/mock-files/files/:key/:name', 401);
    await app.user.click(await screen.findByRole('button', { name: 'Download trial-balance-q3.csv' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
  });

  it('expands a task to show its details with the rework count, and folds the job card', async () => {
    const reworked = reworkMade(submitMade(assignMade(makeTask(makeJob()), DEMO_IDS.staff)));
    const app = await openDetails(reworked.jobId);
    const item = screen.getAllByRole('listitem', { name: reworked.taskName }).find((li) => li.textContent?.includes(reworked.taskNumber))!;
    await app.user.click(within(item).getByRole('button', { name: 'Show task details' }));
    const list = within(item).getByText('Rework Count').closest('div')!;
    expect(list.textContent).toContain(String(reworkCountOf(getDb(), reworked.id)));
    expect(within(item).getByRole('button', { name: 'Hide task details' }).getAttribute('aria-expanded')).toBe('true');
    await app.user.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByText('Job Number')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show details' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the duration in whole days once the job is finished', async () => {
    const made = makeJob();
    approveMade(submitMade(assignMade(makeTask(made), DEMO_IDS.staff)));
    const job = getDb().jobs.find((j) => j.id === made.id)!;
    expect(job.dateFinished).not.toBeNull();
    await openDetails(job.id);
    const days = Math.floor((Date.parse(job.dateFinished!) - Date.parse(job.dateIn)) / 86_400_000);
    expect(screen.getByText('Duration').nextElementSibling?.textContent).toBe(days === 1 ? '1 day' : `${days} days`);
  });

  it('has no duration while unfinished', async () => {
    const job = makeJob();
    makeTask(job);
    await openDetails(job.id);
    expect(screen.queryByText('Duration')).toBeNull();
    expect(screen.getByText('Completed').nextElementSibling?.textContent).toBe('N/A');
  });

  it('Refresh reads the job again; Back to Jobs goes to /jobs', async () => {
    const app = await openDetails(makeJobWithFiles().job.id);
    const seen = recordRequests();
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(seen.filter((r) => r.url.pathname === paths.jobDetails)).toHaveLength(1));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(false));
    await app.user.click(screen.getByRole('link', { name: 'Back to Jobs' }));
    expect(app.location()).toBe('/jobs');
  });

  it('shows loading while the job is on its way', async () => {
    const job = makeJob();
    const held = holdCall('get', paths.jobDetails);
    await renderApp(`/jobs/${job.id}`, { as: 'admin' });
    expect(await screen.findByText('Loading job details')).toBeTruthy();
    await held.passThrough();
    await screen.findByRole('heading', { name: 'Job Information' });
  });

  it.each(['999999', 'abc'])('Job Not Found for /jobs/%s', async (id) => {
    const app = await renderApp(`/jobs/${id}`, { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeTruthy();
    await app.user.click(screen.getAllByRole('link', { name: 'Back to Jobs' }).at(-1)!);
    expect(app.location()).toBe('/jobs');
  });

  it('No Tasks Found for a job without tasks', async () => {
    const job = makeJob();
    await openDetails(job.id);
    expect(screen.getByText(`${job.jobName} · ${job.jobNumber}`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No Tasks Found' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload Files' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each<[Failure]>([[500], ['network']])('a %s failure shows Error Loading Job Details with Back to Jobs', async (failure) => {
    failCall('get', paths.jobDetails, failure);
    const app = await renderApp(`/jobs/${makeJob().id}`, { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Error Loading Job Details' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Failed to load job details');
    await app.user.click(screen.getAllByRole('link', { name: 'Back to Jobs' }).at(-1)!);
    expect(app.location()).toBe('/jobs');
  });

  it('a refusal shows the server description', async () => {
    answerCall('get', paths.jobDetails, { responseCode: '500', responseDescription: 'Job details are unavailable', response: null });
    await renderApp(`/jobs/${makeJob().id}`, { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Error Loading Job Details' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Job details are unavailable');
  });

  it('a 401 signs the user out', async () => {
    await expectOpeningSignsOut(`/jobs/${makeJob().id}`, 'admin', paths.jobDetails);
  });

  it('deleting a file asks first, then reloads the job', async () => {
    const { job, withFile: task } = makeJobWithFiles();
    const app = await openDetails(job.id);
    const seen = recordRequests();
    await app.user.click(screen.getAllByRole('button', { name: `Delete ${task.files[0].fileName}` })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Delete File' });
    expect(dialog.textContent).toContain(task.files[0].fileName);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete File' })).toBeNull());
    expect(seen.filter((r) => r.url.pathname === paths.jobDetails)).toHaveLength(0);
    await app.user.click(screen.getAllByRole('button', { name: `Delete ${task.files[0].fileName}` })[0]);
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Delete File' })).getByRole('button', { name: 'Delete File' }));
    await waitFor(() => expect(seen.filter((r) => r.url.pathname === paths.jobDetails)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete File' })).toBeNull());
  });
});

describe('Upload Files modal', () => {
  it('needs a task and at least one file, then uploads each one and reloads the job', async () => {
    const { job, withFile: task } = makeJobWithFiles();
    const app = await openDetails(job.id);
    const seen = recordRequests();
    await app.user.click(screen.getByRole('button', { name: 'Upload Files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Files' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please select at least one file')).toBeTruthy();
    expect(within(dialog).getByText('Please select a task')).toBeTruthy();
    expect(seen.filter((r) => r.url.pathname.includes('/mock-files/'))).toHaveLength(0);
    await choose(app.user, 'Task', `${task.taskName} (${task.taskNumber})`, dialog);
    await app.user.upload(within(dialog).getByLabelText(/^Files/), [
      new File(['a'], 'engagement-letter-2026.pdf', { type: 'application/pdf' }),
      new File(['b'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(within(dialog).getByText('engagement-lett...')).toBeTruthy();
    expect(within(dialog).queryByText('Please select a task')).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('2 files uploaded successfully')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading files' }).getAttribute('aria-valuetext')).toBe('100%');
    expect(seen.filter((r) => r.url.pathname.includes('/mock-files/'))).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Files' })).toBeNull());
    await waitFor(() => expect(seen.filter((r) => r.url.pathname === paths.jobDetails)).toHaveLength(1));
  });

  it('refuses files of other types', async () => {
    const app = await openDetails(makeJobWithFiles().job.id);
    await app.user.click(screen.getByRole('button', { name: 'Upload Files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Files' });
    const input = within(dialog).getByLabelText(/^Files/) as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.pptx,.doc,.docx,.xls,.xlsx,.txt,.jpg,.jpeg,.png');
    expect(input.multiple).toBe(true);
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, [new File(['x'], 'macro.xlsm'), new File(['y'], 'photo.jpeg', { type: 'image/jpeg' })]);
    expect(within(dialog).getByText(/Not an accepted file type: macro\.xlsm/)).toBeTruthy();
    expect(within(within(dialog).getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(1);
  });

  // An answer is told in the file service's words; no answer at all in the form's own (docs/behaviour.md §8).
  it.each<[Failure, RegExp]>([
    [500, /^File upload failed: HTTP error! status: 500$/],
    ['network', /^Failed to upload files$/],
  ])('a %s upload failure shows its message and keeps the choice', async (failure, message) => {
    failCall('post', '/mock-files/:kind/upload', failure);
    const { job, withFile: task } = makeJobWithFiles();
    const app = await openDetails(job.id);
    await app.user.click(screen.getByRole('button', { name: 'Upload Files' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Files' });
    await choose(app.user, 'Task', `${task.taskName} (${task.taskNumber})`, dialog);
    await app.user.upload(within(dialog).getByLabelText(/^Files/), new File(['a'], 'memo.docx'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(message);
    expect(within(dialog).getByRole('combobox', { name: /^Task/ }).textContent).toContain(task.taskName);
    expect(within(dialog).getByText(/memo\.docx/)).toBeTruthy();
  });
});
