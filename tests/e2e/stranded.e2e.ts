import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, onAPhone, screenshot, signIn, signInAt, useBrowser } from './browser';
import { pick } from './forms';

const app = inject('mockAppUrl');

/** staff2@ of the demo data: the assignee of open tasks. */
const LEAVING = 'Funmilayo Adeyemi';
/** staff@ of the demo data, who reviews none of those tasks. */
const TAKES_OVER = 'Chinedu Eze';

/** A job whose task waits for the signed-in admin's review, read as the app reads it: its id and name. */
async function jobAwaitingMyReview(page: Page): Promise<{ id: number; name: string }> {
  return page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('workflow_token') ?? ''}` };
    const queue = (await (await fetch('/api/v1/task/reviewer?pageNumber=1&pageSize=1', { headers })).json()) as {
      items: Array<{ jobName: string }>;
    };
    const name = queue.items[0].jobName;
    const jobs = (await (await fetch(`/api/v1/job/get?pageNumber=1&pageSize=10&text=${encodeURIComponent(name)}`, { headers })).json()) as {
      items: Array<{ id: number; jobName: string }>;
    };
    const job = jobs.items.find((j) => j.jobName === name)!;
    return { id: job.id, name: job.jobName };
  });
}

async function openDeactivate(page: Page) {
  await page.goto(`${app}/users`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('staff2');
  await page.getByRole('button', { name: `Deactivate ${LEAVING}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate User' });
  await dialog.getByText(/^Assignee of \d+ open tasks\./).waitFor();
  return dialog;
}

describe('Nothing stranded, in Chromium (docs/behaviour.md §4 "Nothing stranded")', () => {
  const tab = useBrowser();

  it('Admin hands over what a leaving user holds, deactivates and reactivates them, changes a reviewer, and cannot delete a reviewed job', async () => {
    await signIn(tab.page, app, 'admin@example.com');

    // Deactivate: the dialog says what they hold, and nothing goes until someone takes it over.
    const dialog = await openDeactivate(tab.page);
    const confirm = dialog.getByRole('button', { name: 'Deactivate' });
    expect(await confirm.isDisabled()).toBe(true);
    await expectNoAxeViolations(tab.page, 'deactivate with a handover');
    await screenshot(tab.page, 'stranded-deactivate-desktop');
    await pick(dialog, 'New assignee', TAKES_OVER);
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    const row = tab.page.getByRole('row').filter({ hasText: LEAVING });
    await expect.poll(() => row.innerText()).toContain('Inactive');

    // Reactivate brings the account back.
    await row.getByRole('button', { name: `Reactivate ${LEAVING}` }).click();
    await expect.poll(() => row.innerText()).not.toContain('Inactive');

    // Job Details: a task awaiting review gets a new reviewer.
    const job = await jobAwaitingMyReview(tab.page);
    await tab.page.goto(`${app}/jobs/${job.id}`);
    await tab.page.getByRole('heading', { name: 'Job Information' }).waitFor();
    await tab.page
      .getByRole('button', { name: /^Change reviewer of / })
      .first()
      .click();
    const change = tab.page.getByRole('dialog', { name: 'Change reviewer' });
    await change.getByRole('checkbox').first().waitFor();
    await expectNoAxeViolations(tab.page, 'change reviewer');
    await screenshot(tab.page, 'stranded-change-reviewer-desktop');
    const unchecked = change.getByRole('checkbox', { checked: false }).first();
    await unchecked.check();
    await change.getByRole('button', { name: 'Save reviewers' }).click();
    await change.waitFor({ state: 'detached' });

    // Jobs: the delete dialog says up front that a reviewed job is kept.
    await tab.page.goto(`${app}/jobs`);
    await tab.page.getByRole('searchbox', { name: 'Search jobs' }).fill(job.name);
    await tab.page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
    await tab.page.getByRole('button', { name: `Delete Job ${job.name}` }).click();
    const remove = tab.page.getByRole('dialog', { name: 'Delete Job' });
    await remove.getByText('This job has review history and cannot be deleted.', { exact: false }).waitFor();
    expect(await remove.getByRole('button', { name: 'Delete Job' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(tab.page, 'delete a reviewed job');
    await screenshot(tab.page, 'stranded-delete-reviewed-job-desktop');
  });

  it('Super Admin making the only reviewer Staff is asked who takes the reviews over', async () => {
    await tab.reopen();
    await signInAt(tab.page, app, '/users', 'superadmin@example.com');
    await tab.page.getByRole('searchbox', { name: 'Search users' }).fill('Tunde');
    await tab.page.getByRole('button', { name: 'Edit Tunde Bakare' }).click();
    const form = tab.page.getByRole('dialog', { name: 'Edit User' });
    await pick(form, 'User type', 'Staff');
    await form.getByText(/^Only reviewer of \d+ tasks\./).waitFor();
    const update = form.getByRole('button', { name: 'Update User' });
    expect(await update.isDisabled()).toBe(true);
    await pick(form, 'New reviewer', 'Kemi Oladipo');
    expect(await update.isEnabled()).toBe(true);
    await expectNoAxeViolations(tab.page, 'demoting the only reviewer');
    await screenshot(tab.page, 'stranded-demote-desktop');
  });

  it('the handover dialogs fit and pass on a phone', async () => {
    await onAPhone(app, 'admin@example.com', '/users', async (phone) => {
      const dialog = await openDeactivate(phone.page);
      await expectNoAxeViolations(phone.page, 'deactivate with a handover on a phone');
      await screenshot(phone.page, 'stranded-deactivate-phone');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const job = await jobAwaitingMyReview(phone.page);
      await phone.page.goto(`${app}/jobs/${job.id}`);
      await phone.page
        .getByRole('button', { name: /^Change reviewer of / })
        .first()
        .click();
      await phone.page.getByRole('dialog', { name: 'Change reviewer' }).getByRole('checkbox').first().waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(phone.page, 'change reviewer on a phone');
      await screenshot(phone.page, 'stranded-change-reviewer-phone');
    });
  });
});
