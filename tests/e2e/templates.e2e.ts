/**
 * Work that repeats, in Chromium (docs/behaviour.md §2 "Templates", §4 "Planned work"): an
 * Admin retires the shipped PAYE template and makes the firm's own, with a second sign-off
 * task; sets two clients' teams; plans December's PAYE for them from the calendar; sees each
 * job's tasks assigned from its client's team on Job Details; and plans again without anything
 * made twice, on screen and through the plan call itself. axe finds nothing with the template
 * editor open, at desktop and phone widths. The journey makes all of its own data.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Envelope, OptionItem } from '../../src/api/types';
import { api } from './backend';
import { PHONE, expectAccessibleAndScreenshot, openMenuIfCollapsed, sidewaysScroll, signIn, useBrowser } from './browser';

const app = inject('mockAppUrl');
const TEMPLATE = `Monthly PAYE ${Date.now().toString(36)}`;
const TITLE = 'PAYE December 2026';
const PREPARERS = ['Chinedu Eze', 'Funmilayo Adeyemi'];
const REVIEWERS = ['Tunde Bakare', 'Kemi Oladipo'];
const PARTNER = 'Adaeze Okafor';

/** Picks `option` in the Radix select labelled `label` inside `scope`. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface StoredTask {
  taskName: string;
  userTasks: Array<{ firstName: string; lastName: string }>;
  reviewerList: Array<{ name: string }>;
}

async function jobsNamed(page: Page, text: string): Promise<Array<{ id: number; jobName: string }>> {
  return (
    await api<{ items: Array<{ id: number; jobName: string }> }>(
      page,
      `/api/v1/job/get?pageNumber=1&pageSize=100&text=${encodeURIComponent(text)}`,
    )
  ).items;
}

async function tasksOf(page: Page, jobId: number): Promise<StoredTask[]> {
  return (await api<Envelope<{ taskList: StoredTask[] }>>(page, `/api/v1/task?jobId=${jobId}`)).response.taskList;
}

describe('templates, teams and plans in Chromium', () => {
  const tab = useBrowser();
  let clients: string[] = [];

  it('makes a PAYE template with a second sign-off task; the editor passes axe at both widths', async () => {
    const { page } = tab;
    await signIn(page, app, 'admin@example.com');
    clients = (await api<Envelope<OptionItem[]>>(page, '/api/v1/dropdown/client')).response.slice(0, 2).map((c) => c.label);
    // The firm wants its partner on the filing: Payroll needs a second sign-off.
    await page.goto(`${app}/settings`);
    const payroll = page.getByRole('checkbox', { name: 'Payroll' });
    await payroll.waitFor();
    await payroll.check();
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Sign-off setting saved').waitFor();

    await openMenuIfCollapsed(page);
    await page.getByRole('link', { name: 'Templates' }).click();
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Retire PAYE' }).click();
    const retire = page.getByRole('dialog', { name: 'Retire template' });
    await retire.getByRole('button', { name: 'Retire' }).click();
    await retire.getByText('Template retired').waitFor();
    await retire.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'New template' }).click();
    const editor = page.getByRole('dialog', { name: 'New template' });
    await editor.getByLabel('Template name').fill(TEMPLATE);
    await choose(page, editor, 'Job type', 'Payroll');
    await choose(page, editor, 'Used by Plan jobs for', 'PAYE');
    await editor.getByLabel('Default description').fill('Monthly PAYE for the client');
    // A task due after the deadline is refused with its message, and nothing is saved.
    const first = editor.getByRole('group', { name: 'Task 1' });
    await first.getByLabel('Name').fill('Compute PAYE');
    await first.getByLabel('Due, days').fill('2');
    await editor.getByRole('button', { name: 'Create template' }).click();
    await editor.getByText('"Compute PAYE" would be due after its job\'s end. Move its offset earlier.').waitFor();
    await first.getByLabel('Due, days').fill('-3');
    await editor.getByRole('button', { name: 'Add task' }).click();
    const second = editor.getByRole('group', { name: 'Task 2' });
    await second.getByLabel('Name').fill('File and pay');
    await choose(page, second, 'Role', 'Second sign-off');
    await second.getByRole('checkbox', { name: 'Files required on submit' }).check();
    await expectAccessibleAndScreenshot(page, 'template editor', 'templates-editor-desktop');
    await page.setViewportSize(PHONE);
    await expectAccessibleAndScreenshot(page, 'template editor (phone)', 'templates-editor-phone');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await editor.getByRole('button', { name: 'Create template' }).click();
    await editor.getByText('Template created').waitFor();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Edit ${TEMPLATE}` }).waitFor();
  });

  it("sets two clients' teams", async () => {
    const { page } = tab;
    for (const [i, client] of clients.entries()) {
      await page.getByRole('button', { name: `Edit the team of ${client}` }).click();
      const team = page.getByRole('dialog', { name: 'Client team' });
      await choose(page, team, 'Preparer', PREPARERS[i]);
      await choose(page, team, 'Reviewer', REVIEWERS[i]);
      await choose(page, team, 'Partner', PARTNER);
      await team.getByRole('button', { name: 'Save team' }).click();
      await team.getByText('Team saved').waitFor();
      await team.waitFor({ state: 'detached' });
    }
    const table = page.getByRole('region', { name: 'Client teams table' });
    await table.getByRole('row').filter({ hasText: clients[0] }).filter({ hasText: PREPARERS[0] }).waitFor();
    await table.getByRole('row').filter({ hasText: clients[1] }).filter({ hasText: REVIEWERS[1] }).waitFor();
  });

  it('plans December PAYE for them, each job with its tasks assigned from its team', async () => {
    const { page } = tab;
    await page.goto(`${app}/calendar?month=2027-01`);
    const item = page.getByRole('listitem', { name: TITLE });
    await item.waitFor();
    await item.getByRole('button', { name: `Plan jobs for ${TITLE}` }).click();
    const wizard = page.getByRole('dialog', { name: `Plan jobs: ${TITLE}` });
    await wizard.getByRole('list', { name: 'Clients' }).waitFor();
    // Likely-due clients come preselected: only the journey's two are planned.
    const clear = wizard.getByRole('button', { name: 'Clear selection' });
    if (await clear.isEnabled()) await clear.click();
    for (const client of clients) await wizard.getByRole('checkbox', { name: client, exact: true }).check();
    await wizard.getByRole('button', { name: 'Preview jobs' }).click();
    const preview = wizard.getByRole('list', { name: 'Jobs to create' });
    await preview.waitFor();
    await preview.getByText(`Compute PAYE: ${PREPARERS[0]}, reviewed by ${REVIEWERS[0]}`, { exact: true }).waitFor();
    await preview.getByText(`File and pay: ${PREPARERS[1]}, reviewed by ${REVIEWERS[1]} and ${PARTNER}`, { exact: true }).waitFor();
    await wizard.getByRole('button', { name: 'Create jobs' }).click();
    await wizard.getByText('2 created, 0 already there').waitFor();

    await wizard.getByRole('link', { name: `${TITLE} – ${clients[0]}` }).click();
    for (const [i, client] of clients.entries()) {
      const [job] = await jobsNamed(page, `${TITLE} – ${client}`);
      if (i > 0) await page.goto(`${app}/jobs/${job.id}`);
      await page.getByRole('heading', { name: 'Job Details and History', level: 1 }).waitFor();
      // Job Details shows each task with who does it and who reviews it.
      for (const [task, reviewers] of [
        ['Compute PAYE', REVIEWERS[i]],
        ['File and pay', `${REVIEWERS[i]}, ${PARTNER}`],
      ]) {
        const item = page.getByRole('listitem', { name: task });
        // "Assignees: {name}" on the task, "Reviewers" among its details.
        await item.getByText(PREPARERS[i], { exact: true }).first().waitFor();
        await item.getByRole('button', { name: 'Show task details' }).click();
        const reviewersTerm = item.locator('div').filter({ has: page.getByRole('term').filter({ hasText: /^Reviewers$/ }) });
        await reviewersTerm
          .getByRole('definition')
          .filter({ hasText: new RegExp(`^${reviewers}$`) })
          .waitFor();
      }
      const tasks = await tasksOf(page, job.id);
      expect(
        tasks.map((t) => [t.taskName, t.userTasks.map((u) => `${u.firstName} ${u.lastName}`), t.reviewerList.map((r) => r.name)]),
      ).toEqual([
        ['Compute PAYE', [PREPARERS[i]], [REVIEWERS[i]]],
        ['File and pay', [PREPARERS[i]], [REVIEWERS[i], PARTNER]],
      ]);
    }
  });

  it('plans again and nothing is made twice: not the jobs, not their tasks', async () => {
    const { page } = tab;
    const before = await jobsNamed(page, TITLE);
    await page.goto(`${app}/calendar?month=2027-01`);
    const item = page.getByRole('listitem', { name: TITLE });
    await item.getByRole('button', { name: `Plan jobs for ${TITLE}` }).click();
    const wizard = page.getByRole('dialog', { name: `Plan jobs: ${TITLE}` });
    await wizard.getByRole('list', { name: 'Clients' }).waitFor();
    // Both are planned now: the wizard will not make their jobs again.
    for (const name of clients) expect(await wizard.getByRole('checkbox', { name, exact: true }).isDisabled()).toBe(true);
    await wizard.getByRole('button', { name: 'Cancel' }).click();
    expect(before).toHaveLength(2);
    const tasksBefore = await Promise.all(before.map((job) => tasksOf(page, job.id)));
    const templates = await api<Envelope<Array<{ id: number; name: string }>>>(page, '/api/ext/v1/templates');
    const templateId = templates.response.find((t) => t.name === TEMPLATE)?.id;
    const clientIds = (await api<Envelope<OptionItem[]>>(page, '/api/v1/dropdown/client')).response.slice(0, 2).map((c) => c.value);
    const again = await api<Envelope<Array<{ outcome: string }>>>(page, '/api/ext/v1/plan', {
      templateId,
      jobDescription: 'PAYE for December 2026, planned again.',
      dateIn: '2026-12-31T08:00:00.000Z',
      dateOut: '2027-01-08T17:00:00.000Z',
      jobs: clientIds.map((clientId, i) => ({ clientId, jobName: `${TITLE} – ${clients[i]}` })),
    });
    expect(again.responseDescription).toBe('0 created, 2 already there');
    const after = await jobsNamed(page, TITLE);
    expect(after.map((j) => j.id).sort()).toEqual(before.map((j) => j.id).sort());
    expect(await Promise.all(after.map((job) => tasksOf(page, job.id)))).toEqual(tasksBefore);
    expect(tab.errors).toEqual([]);
  });
});
