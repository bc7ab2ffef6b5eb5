/**
 * Plan jobs for CIT shows each client's own dates (docs/behaviour.md §2 "Plan jobs",
 * docs/decisions/090-plans-from-each-clients-year-end.md): a 31 March year end is due 30
 * September; a client with no year end set uses 31 December and its line says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getDb } from '../../../mocks/db';
import { YEAR_END_ASSUMED } from '../../../src/domain/compliance';
import { renderApp } from '../../support/renderApp';

describe("Plan jobs for CIT, from each client's own year end", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 10));
  });
  afterEach(() => vi.useRealTimers());

  it("previews each client's own due date, says when 31 December is assumed, and creates the jobs with those dates", async () => {
    const db = getDb();
    const [march, none] = db.clients.filter((c) => c.active).sort((a, b) => a.clientName.localeCompare(b.clientName));
    db.clientObligations = [
      { clientId: march.id, owes: ['cit'], yearEnd: '03-31', incorporated: null },
      { clientId: none.id, owes: ['cit'], yearEnd: null, incorporated: null },
    ];
    db.clientTeams = [march, none].map((c) => ({ id: c.id, preparerId: 3, reviewerId: 2, partnerId: 1 }));
    const { user } = await renderApp('/calendar?month=2027-06', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Plan jobs for CIT year 2026' }));
    const wizard = await screen.findByRole('dialog', { name: /^Plan jobs: / });
    await user.click(await within(wizard).findByRole('button', { name: 'Preview jobs' }));
    const jobs = await within(wizard).findByRole('list', { name: 'Jobs to create' });
    const line = (client: string) =>
      within(jobs)
        .getAllByRole('listitem')
        .find((item) => item.querySelector('strong')?.textContent?.endsWith(client))?.textContent ?? '';
    expect(line(march.clientName)).toContain('due Wed 30 Sep 2026');
    expect(line(march.clientName)).not.toContain(YEAR_END_ASSUMED);
    expect(line(none.clientName)).toContain('due Wed 30 Jun 2027');
    expect(line(none.clientName)).toContain(YEAR_END_ASSUMED);

    await user.click(within(wizard).getByRole('button', { name: 'Create jobs' }));
    await within(wizard).findByText('2 created, 0 already there');
    const stored = (clientId: number) => db.jobs.find((j) => j.clientId === clientId && j.jobName.startsWith('CIT year 2026'));
    expect(stored(march.id)?.jobDescription).toContain('due 2026-09-30');
    expect(stored(march.id)?.dateOut.slice(0, 7)).toBe('2026-09');
    expect(stored(none.id)?.jobDescription).toContain('due 2027-06-30');
    expect(stored(none.id)?.dateOut.slice(0, 7)).toBe('2027-06');
  });
});
