/**
 * The Activity screen (docs/behaviour.md §2 "Activity") against the mock backend: what a change
 * made through the firm's calls looks like in the log, the filter kept in the address, the CSV
 * export read back, who may open it, and a server without the log.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { DEMO_IDS, getDb } from '../../../mocks/db';
import { ACTIVITY_CSV_COLUMNS } from '../../../src/domain/activity';
import { ACTIVITY_UNAVAILABLE } from '../../../src/views/activity/ActivityPage';
import { fileSaver } from '../../../src/views/ui/saveFile';
import { envelope, tokenOf } from '../../mocks/api';
import { jobUpdateBody } from '../../mocks/bodies';
import { parseCsv } from '../../domain/csvParse';
import { readTable } from '../../support/lists';
import { renderApp } from '../../support/renderApp';
import { holdCall } from '../../support/server';
import { choose } from '../jobs/helpers';

/** Client 1 renamed by `email`'s user through the firm's own call. */
async function renameClientOne(email: string, clientName: string): Promise<string> {
  const client = getDb().clients.find((c) => c.id === 1);
  if (!client) throw new Error('the seed has no client 1');
  const before = client.clientName;
  const { active: _active, dateCreated: _created, ...fields } = client;
  const answer = await envelope<unknown>('/api/update-client', { token: await tokenOf(email), body: { ...fields, clientName } });
  expect(answer.responseDescription).toBe('Client updated successfully');
  return before;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Activity screen', () => {
  it('keeps its header the same element from asking the server to showing the log (its text is painted once)', async () => {
    await renameClientOne('admin@example.com', 'Header Holdings Ltd');
    const capabilities = holdCall('get', '/api/ext/v1/capabilities');
    await renderApp('/activity', { as: 'admin' });
    const subtitle = await screen.findByText(/^Every change to the firm's jobs/);
    expect(screen.getByRole('region', { name: 'Activity' }).getAttribute('aria-busy')).toBe('true');
    // The sidebar's extensions and the screen each ask.
    while (capabilities.waiting() > 0) await capabilities.passThrough();
    expect(await screen.findByText('Showing 1 of 1 entries')).toBeTruthy();
    expect(screen.getByText(/^Every change to the firm's jobs/)).toBe(subtitle);
    expect(subtitle.isConnected).toBe(true);
  });

  it('shows who changed what, each field before -> after, and links a job entry to its job', async () => {
    const before = await renameClientOne('superadmin@example.com', 'Renamed Holdings Ltd');
    const job = getDb().jobs[0];
    const oldName = job.jobName;
    await envelope<unknown>('/api/v1/job/update', {
      token: await tokenOf('admin@example.com'),
      body: { ...jobUpdateBody(job), jobName: 'Quarterly VAT review' },
    });
    await renderApp('/activity', { as: 'admin' });
    const table = await readTable('Activity');
    const [, jobRow, clientRow] = within(table).getAllByRole('row');
    expect(jobRow.textContent).toContain('Tunde Bakare');
    expect(jobRow.textContent).toContain('Changed job: Quarterly VAT review');
    expect(jobRow.textContent).toContain(`jobName: ${oldName} -> Quarterly VAT review`);
    expect(within(jobRow).getByRole('link', { name: 'Quarterly VAT review' }).getAttribute('href')).toBe(`/jobs/${job.id}`);
    expect(clientRow.textContent).toContain('Adaeze Okafor');
    expect(clientRow.textContent).toContain(`clientName: ${before} -> Renamed Holdings Ltd`);
    expect(screen.getByText('Showing 2 of 2 entries')).toBeTruthy();
  });

  it('keeps the filter in the address: a reload shows the same filtered list', async () => {
    await renameClientOne('superadmin@example.com', 'By the Super Admin');
    await renameClientOne('admin@example.com', 'By the admin');
    const app = await renderApp('/activity', { as: 'admin' });
    await screen.findByText('Showing 2 of 2 entries');
    const filters = screen.getByRole('group', { name: 'Filters' });
    await waitFor(() => expect(within(filters).getByRole('combobox', { name: 'Person' })).toBeTruthy());
    await choose(app.user, 'Person', 'Tunde Bakare', filters);
    await screen.findByText('Showing 1 of 1 entries');
    expect(app.location()).toBe(`/activity?person=${DEMO_IDS.admin}`);
    expect(within(screen.getByRole('region', { name: 'Activity' })).getAllByRole('row')[1].textContent).toContain('By the admin');

    // A reload: the app starts again at the same address.
    cleanup();
    await renderApp(`/activity?person=${DEMO_IDS.admin}`, { as: 'admin' });
    await screen.findByText('Showing 1 of 1 entries');
    const kept = screen.getByRole('group', { name: 'Filters' });
    expect(within(kept).getByRole('combobox', { name: 'Person' }).textContent).toContain('Tunde Bakare');
  });

  it('exports the filtered log as CSV, formula-looking text defused', async () => {
    const save = vi.spyOn(fileSaver, 'save').mockResolvedValue();
    await renameClientOne('admin@example.com', '=HYPERLINK("http://evil.example")');
    const app = await renderApp('/activity?kind=client', { as: 'admin' });
    await screen.findByText('Showing 1 of 1 entries');
    await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^Exported 1 entry to activity_\d{4}-\d{2}-\d{2}\.csv$/)).toBeTruthy();
    const [blob, fileName] = save.mock.calls[0];
    expect(fileName).toMatch(/^activity_\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv((await blob.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([...ACTIVITY_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const [, who, kind, record, , , action, changes] = rows[1];
    expect([who, kind, action]).toEqual(['Tunde Bakare', 'Client', 'Changed']);
    expect(record).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(changes).toContain('-> =HYPERLINK');
  });

  it('says when nothing has changed yet, when nothing matches, and shows a failed read with Retry', async () => {
    await renderApp('/activity', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    cleanup();
    await renderApp('/activity?kind=holiday', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'No activity found' })).toBeTruthy();
    expect(screen.getByText('No changes match these filters. Try changing them.')).toBeTruthy();
    cleanup();
    await renderApp('/activity?from=2026-05-02&to=2026-05-01', { as: 'admin' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please choose a valid date range');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows Staff the Access Denied screen', async () => {
    await renderApp('/activity', { as: 'staff' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });

  it('says in one line that a server without the activity log has none to show', async () => {
    server.use(http.get('*/api/ext/v1/capabilities', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await renderApp('/activity', { as: 'admin' });
    expect(await screen.findByText(ACTIVITY_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Activity' })).toBeNull();
  });
});
