/**
 * Sign-off levels and trails on screen (docs/behaviour.md §4 "Sign-off trail", "Sign-off
 * levels", "Sign-off record"): the level a review card asks, the trail's timeline on a card and
 * on Job Details, the record's download, and one line on a server without the extension.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { extensionPaths } from '../../../src/api/extensions';
import { SIGN_OFF_UNAVAILABLE } from '../../../src/domain/signOff';
import { SIGN_OFF_CSV_COLUMNS } from '../../../src/domain/signOffTrail';
import { fileSaver } from '../../../src/views/ui/saveFile';
import { DEMO_IDS, getDb } from '../../../mocks/db';
import { approveMade, assignMade, makeJob, makeTask, reworkMade, submitMade } from '../../support/factories';
import { answerCall } from '../../support/server';
import { renderApp } from '../../support/renderApp';
import { parseCsv } from '../../domain/csvParse';

const TAX_FILING = 3;

/** A Tax Filing task needing two levels, handed in by the demo Staff and signed at the first by the demo Admin. */
function awaitingSecondLevel(taskName = '=SUM(A1) tax computation') {
  getDb().signOff = { secondLevelJobTypeIds: [TAX_FILING], secondLevelRoles: [2, 3] };
  const job = makeJob({ jobTypeId: TAX_FILING });
  const task = approveMade(submitMade(assignMade(makeTask(job, { taskName }), DEMO_IDS.staff), 'Return drafted'), 'Figures agree');
  return { job, task };
}

afterEach(() => vi.restoreAllMocks());

describe('the review queue', () => {
  it('shows each card the level it asks, and the trail as a timeline', async () => {
    const { task } = awaitingSecondLevel();
    const app = await renderApp(`/jobs/pending?assignee=${DEMO_IDS.staff}`, { as: 'superadmin' });
    const card = await screen.findByRole('article', { name: task.taskName });
    await within(card).findByText('Second sign-off');
    await app.user.click(within(card).getByRole('button', { name: `Sign-off trail of ${task.taskName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-off trail' });
    const timeline = await within(dialog).findByRole('list', { name: 'Sign-off trail, oldest first' });
    const lines = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(lines[0]).toMatch(/^Assigned to Chinedu Eze by Tunde Bakare, /);
    expect(lines[1]).toMatch(/^Submission 1 by Chinedu Eze, .*Return drafted$/);
    expect(lines[2]).toMatch(/^Signed at first sign-off by Tunde Bakare, .*Figures agree$/);
    within(dialog).getByText('Awaiting second sign-off');
  });

  it('a card awaiting the first level says so', async () => {
    const job = makeJob();
    const task = submitMade(assignMade(makeTask(job), DEMO_IDS.staff));
    await renderApp(`/jobs/pending?assignee=${DEMO_IDS.staff}`, { as: 'admin' });
    const card = await screen.findByRole('article', { name: task.taskName });
    await within(card).findByText('First sign-off');
  });

  it('says in one line that the server keeps no sign-off trails, and offers none', async () => {
    answerCall('get', extensionPaths.capabilities, {}, 404);
    const task = submitMade(assignMade(makeTask(makeJob()), DEMO_IDS.staff));
    await renderApp(`/jobs/pending?assignee=${DEMO_IDS.staff}`, { as: 'admin' });
    await screen.findByText(SIGN_OFF_UNAVAILABLE);
    const card = screen.getByRole('article', { name: task.taskName });
    expect(within(card).queryByRole('button', { name: /^Sign-off trail/ })).toBeNull();
    expect(within(card).queryByText('First sign-off')).toBeNull();
  });
});

describe('Job Details', () => {
  it("opens a task's trail with its returns, and downloads the job's sign-off record as a safe CSV", async () => {
    const { job, task } = awaitingSecondLevel();
    const saved: Array<{ text: string; fileName: string }> = [];
    vi.spyOn(fileSaver, 'save').mockImplementation(async (blob, fileName) => {
      saved.push({ text: await blob.text(), fileName });
    });
    const other = reworkMade(submitMade(assignMade(makeTask(job, { taskName: 'Capital allowances' }), DEMO_IDS.staff)), 'Add the schedule');
    const app = await renderApp(`/jobs/${job.id}`, { as: 'superadmin' });
    await app.user.click(await screen.findByRole('button', { name: `Sign-off trail of ${other.taskName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-off trail' });
    await within(dialog).findByText(/^Returned at first sign-off by Tunde Bakare, /);
    within(dialog).getByText('Add the schedule');
    within(dialog).getByText('Rework count: 1');
    await app.user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);

    await app.user.click(screen.getByRole('button', { name: 'Download sign-off record' }));
    await screen.findByText(/^Downloaded sign-off-record-/);
    const [header, ...rows] = parseCsv(saved[0].text.replace(/^\uFEFF/, ''));
    expect(header).toEqual([...SIGN_OFF_CSV_COLUMNS]);
    // A task named like a formula is written inert, as in the reports.
    const first = rows.find((row) => row[1] === `'${task.taskName}`);
    expect(first?.slice(2, 7)).toEqual(['Chinedu Eze', '1', '0', 'Awaiting second sign-off', 'Tunde Bakare']);
    expect(rows.find((row) => row[1] === other.taskName)?.[10]).toMatch(
      /^Returned at first sign-off by Tunde Bakare, .*: Add the schedule$/,
    );
    expect(screen.getByRole('link', { name: 'Printable sign-off record' }).getAttribute('href')).toBe(`/jobs/${job.id}/sign-off`);
  });

  it('says in one line that the server keeps no sign-off trails, and offers no record', async () => {
    answerCall('get', extensionPaths.capabilities, {}, 404);
    const job = makeJob();
    assignMade(makeTask(job), DEMO_IDS.staff);
    await renderApp(`/jobs/${job.id}`, { as: 'admin' });
    await screen.findByText(SIGN_OFF_UNAVAILABLE);
    expect(screen.queryByRole('button', { name: 'Download sign-off record' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sign-off trail/ })).toBeNull();
  });
});
