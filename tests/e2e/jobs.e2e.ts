import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations, onAPhone, screenshot, signIn, signInAt, signOut, useBrowser } from './browser';
import { localDate, pick } from './forms';

const app = inject('mockAppUrl');

const JOB = 'Year-end audit for e2e';
const RENAMED = 'Year-end audit, renamed';
const TASK = 'Collect bank confirmations';

describe('Jobs in Chromium', () => {
  const tab = useBrowser();

  it('Admin creates a job, adds a task with a file, sees it in the list and details, edits it and deletes it; Staff is denied', async () => {
    await signInAt(tab.page, app, '/jobs', 'admin@example.com');
    const table = tab.page.getByRole('region', { name: 'Jobs' });
    await table
      .getByRole('row')
      .nth(10)
      .waitFor()
      .catch(async (error: unknown) => {
        await screenshot(tab.page, 'jobs-list-not-shown');
        throw new Error(`${String(error)}\n${await tab.page.locator('body').innerText()}`);
      });
    await expectNoAxeViolations(tab.page, 'jobs list');
    await tab.page.getByRole('button', { name: 'Filters', exact: true }).click();
    await tab.page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Status' }).waitFor();
    await expectNoAxeViolations(tab.page, 'jobs list with filters');
    await tab.page.getByRole('button', { name: 'Filters', exact: true }).click();

    // Create New Job
    await tab.page.getByRole('button', { name: 'Create New Job' }).click();
    const create = tab.page.getByRole('dialog', { name: 'Create New Job' });
    await create.getByRole('button', { name: 'Create Job' }).click();
    await create.getByText('Job name is required').waitFor();
    await expectNoAxeViolations(tab.page, 'create job (messages)');
    await create.getByLabel(/^Job Name/).fill(`  ${JOB}  `);
    await create.getByLabel(/^Job Description/).fill('Audit the financial statements for the year');
    const client = await pick(create, 'Client');
    await pick(create, 'Job Type', 'Audit');
    await create.getByLabel(/^Start Date/).fill(localDate(1));
    await create.getByLabel(/^End Date/).fill(localDate(30));
    await screenshot(tab.page, 'jobs-create-desktop');
    await create.getByRole('button', { name: 'Create Job' }).click();
    await create.getByText('Job created successfully').waitFor();
    await create.waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ hasText: JOB });
    await row.waitFor();
    expect(await row.innerText()).toContain(client);
    expect(await row.innerText()).toContain('Total 0 · Assigned 0 · Pending 0');

    // Add Task with a file
    await row.getByRole('button', { name: `Add Task to ${JOB}` }).click();
    const addTask = tab.page.getByRole('dialog', { name: 'Add Task to Job' });
    await addTask.getByLabel(/^Task Name/).fill(TASK);
    await addTask.getByLabel(/^Task Description/).fill('Send and collect bank confirmation letters');
    await addTask
      .getByLabel(/^Attach Files/)
      .setInputFiles({ name: 'bank-confirmation-letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 confirmation') });
    await addTask.getByText('bank-confirmati...').waitFor();
    await expectNoAxeViolations(tab.page, 'add task');
    await screenshot(tab.page, 'jobs-add-task-desktop');
    await addTask.getByRole('button', { name: 'Add Task' }).click();
    await addTask.getByText('Task created successfully').waitFor();
    expect(await addTask.getByRole('progressbar', { name: 'Uploading files' }).getAttribute('aria-valuetext')).toBe('100%');
    await addTask.waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toContain('Total 1 · Assigned 0 · Pending 1');
    expect(await row.innerText()).toContain('1 Pending');

    // Details
    await row.getByRole('link', { name: `View Job Details of ${JOB}` }).click();
    await tab.page.waitForURL(/\/jobs\/\d+$/);
    await tab.page.getByRole('heading', { name: 'Job Information' }).waitFor();
    const task = tab.page.getByRole('listitem', { name: TASK });
    await task.waitFor();
    expect(await task.innerText()).toContain('Unassigned');
    // The file is downloaded with the session's token, its whole name shown (docs/behaviour.md §7 "Files").
    const download = task.getByRole('button', { name: 'Download bank-confirmation-letter.pdf' });
    expect(await download.innerText()).toBe('bank-confirmation-letter.pdf');
    const [saved] = await Promise.all([tab.page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe('bank-confirmation-letter.pdf');
    expect(readFileSync((await saved.path())!, 'utf8')).toBe('%PDF-1.4 confirmation');
    await task.getByRole('button', { name: 'Show task details' }).click();
    await task.getByText('Rework Count').waitFor();
    await expectNoAxeViolations(tab.page, 'job details');
    await screenshot(tab.page, 'jobs-details-desktop');
    await tab.page.getByRole('button', { name: 'Upload Files' }).click();
    const upload = tab.page.getByRole('dialog', { name: 'Upload Files' });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText('Please select a task').waitFor();
    await expectNoAxeViolations(tab.page, 'upload files');
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await task.getByRole('button', { name: 'Delete bank-confirmation-letter.pdf' }).click();
    await tab.page.getByRole('dialog', { name: 'Delete File' }).waitFor();
    await expectNoAxeViolations(tab.page, 'delete file');
    await tab.page.getByRole('dialog', { name: 'Delete File' }).getByRole('button', { name: 'Cancel' }).click();
    await tab.page.getByRole('link', { name: 'Back to Jobs' }).click();
    await tab.page.waitForURL(/\/jobs$/);

    // Edit
    await row.getByRole('button', { name: `Edit Job ${JOB}` }).click();
    const edit = tab.page.getByRole('dialog', { name: 'Edit Job' });
    expect(await edit.getByLabel(/^Job Name/).inputValue()).toBe(JOB);
    await edit.getByText('(cannot be changed here)').waitFor();
    await expectNoAxeViolations(tab.page, 'edit job');
    await edit.getByLabel(/^Job Name/).fill(RENAMED);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Job updated successfully').waitFor();
    await edit.waitFor({ state: 'detached' });
    const renamed = table.getByRole('row').filter({ hasText: RENAMED });
    await renamed.waitFor();

    // Delete
    await renamed.getByRole('button', { name: `Delete Job ${RENAMED}` }).click();
    const confirm = tab.page.getByRole('dialog', { name: 'Delete Job' });
    await confirm.waitFor();
    await expectNoAxeViolations(tab.page, 'delete job');
    await confirm.getByRole('button', { name: 'Delete Job' }).click();
    await confirm.getByText('Job deleted successfully').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => table.getByRole('row').filter({ hasText: RENAMED }).count()).toBe(0);
    await tab.page.getByRole('searchbox', { name: 'Search jobs' }).fill(RENAMED);
    await tab.page.keyboard.press('Enter');
    await tab.page.getByText('No jobs found').waitFor();

    // Staff may not manage jobs
    await signOut(tab.page);
    await signIn(tab.page, app, 'staff@example.com');
    await tab.page.goto(`${app}/jobs`);
    await tab.page.getByText('Access Denied').waitFor();
    expect(await tab.page.getByRole('region', { name: 'Jobs' }).count()).toBe(0);
    expect(tab.errors).toEqual([]);
  });

  it('works on a phone: the list fits as cards, the modals fit', () =>
    onAPhone(app, 'admin@example.com', '/jobs', async (phone) => {
      const region = phone.page.getByRole('region', { name: 'Jobs' });
      await region.getByRole('row').nth(10).waitFor();
      const scroll = await region.evaluate((el) => ({
        client: el.clientWidth,
        scroll: el.scrollWidth,
        page: document.documentElement.scrollWidth,
      }));
      // Below the breakpoint rows are cards with the same facts and actions: nothing scrolls sideways.
      expect(scroll.page).toBeLessThanOrEqual(390);
      expect(scroll.scroll).toBeLessThanOrEqual(scroll.client);
      await screenshot(phone.page, 'jobs-list-phone');
      await phone.page.getByRole('button', { name: 'Create New Job' }).click();
      const dialog = phone.page.getByRole('dialog', { name: 'Create New Job' });
      await dialog.getByRole('button', { name: 'Create Job' }).click();
      await dialog.getByText('End date is required').waitFor();
      const box = await dialog.boundingBox();
      expect(box && box.width <= 390).toBe(true);
      await expectNoAxeViolations(phone.page, 'create job on a phone');
      await screenshot(phone.page, 'jobs-create-phone');
      await phone.page.keyboard.press('Escape');
      await phone.page.goto(`${app}/jobs/3`);
      await phone.page.getByRole('heading', { name: 'Job Information' }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(phone.page, 'job details on a phone');
      expect(phone.errors).toEqual([]);
    }));
});
