/** The Compliance Calendar screen against msw/node (docs/behaviour.md §2, Compliance Calendar). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '../../../mocks/db';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { DECLARED_HOLIDAYS_KEY } from '../../../src/api/declaredHolidays';
import { HOLIDAYS_SAVE_FAILED } from '../../../src/machines/declaredHolidays.machine';
import { HOLIDAYS_THIS_BROWSER_ONLY } from '../../../src/views/calendar/HolidaysModal';
import { renderApp } from '../../support/renderApp';
import { failCall } from '../../support/server';
import { makeJob } from '../../support/factories';

const deadline = (name: string) => screen.findByRole('listitem', { name });

describe('Compliance Calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 10));
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.removeItem(DECLARED_HOLIDAYS_KEY);
  });

  it("shows the month's deadlines with planned, likely-due and overdue clients", async () => {
    // The seed was built at the real time; its statutory jobs are for the month before that.
    const db = getDb();
    const october = db.jobs.filter((j) => j.jobName.startsWith('PAYE October 2026'));
    const september = db.jobs.filter((j) => j.jobName.startsWith('PAYE September 2026'));
    await renderApp('/calendar', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Compliance Calendar', level: 1 });
    expect(screen.getByRole('heading', { name: 'November 2026', level: 2 })).toBeTruthy();
    const paye = await deadline('PAYE October 2026');
    expect(within(paye).getByText(/Tue 10 Nov 2026/)).toBeTruthy();
    expect(within(paye).getByText(`${october.length} planned`)).toBeTruthy();
    if (september.length > 0 && october.length === 0) expect(within(paye).getByText('Overdue')).toBeTruthy();
    const wht = await deadline('WHT (individuals) October 2026');
    expect(within(wht).getByText('check this date')).toBeTruthy();
  });

  it('draws the first 12 names of a group, with the count and the way to all of them', async () => {
    // Every active client gets its PAYE October job, so that group is longer than 12.
    const db = getDb();
    const template = db.jobs.find((j) => j.jobName.startsWith('PAYE October 2026 – '))!;
    const planned = new Set(db.jobs.filter((j) => j.jobName.startsWith('PAYE October 2026 – ')).map((j) => j.clientId));
    for (const client of db.clients.filter((c) => c.active && !planned.has(c.id))) {
      const { jobDescription, jobTypeId, dateIn, dateOut } = template;
      makeJob({ jobName: `PAYE October 2026 – ${client.clientName}`, jobDescription, jobTypeId, dateIn, dateOut, clientId: client.id });
    }
    await renderApp('/calendar', { as: 'admin' });
    await deadline('PAYE October 2026');
    const agenda = screen.getByRole('list', { name: 'Deadlines this month' });
    let capped = 0;
    for (const item of within(agenda).getAllByRole('listitem', { name: /./ })) {
      const title = item.getAttribute('aria-labelledby')
        ? document.getElementById(item.getAttribute('aria-labelledby')!)!.textContent!
        : '';
      const planned = Number(
        within(item)
          .getByText(/^\d+ planned$/)
          .textContent!.split(' ')[0],
      );
      const likely = Number(
        within(item)
          .getByText(/^\d+ likely due$/)
          .textContent!.split(' ')[0],
      );
      const plannedList = within(item).queryByRole('list', { name: `Planned for ${title}` });
      if (plannedList) {
        expect(within(plannedList).getAllByRole('listitem')).toHaveLength(Math.min(planned, 12) + (planned > 12 ? 1 : 0));
        if (planned > 12) {
          capped += 1;
          const all = within(plannedList).getByRole('link', { name: `All ${planned} in Jobs` });
          expect(all.getAttribute('href')).toBe(`/jobs?${new URLSearchParams({ q: title }).toString()}`);
        }
      }
      const likelyList = within(item).queryByRole('list', { name: `Likely due for ${title}` });
      if (likelyList) {
        expect(within(likelyList).getAllByRole('listitem')).toHaveLength(Math.min(likely, 12) + (likely > 12 ? 1 : 0));
        if (likely > 12) {
          capped += 1;
          expect(within(likelyList).getByText(`and ${likely - 12} more (Plan jobs lists them all)`)).toBeTruthy();
        }
      }
    }
    // The demo month has groups longer than 12, so the cap is exercised.
    expect(capped).toBeGreaterThan(0);
  });

  it('moves between months and back to this one', async () => {
    const { user } = await renderApp('/calendar', { as: 'admin' });
    await deadline('PAYE October 2026');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026', level: 2 })).toBeTruthy();
    const paye = await deadline('PAYE November 2026');
    expect(within(paye).getByText('0 planned')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await deadline('PAYE October 2026');
  });

  it('keeps the month in the address, so Back returns to the month before', async () => {
    const app = await renderApp('/calendar', { as: 'admin' });
    await deadline('PAYE October 2026');
    await app.user.click(screen.getByRole('button', { name: 'Next month' }));
    await deadline('PAYE November 2026');
    expect(app.location()).toBe('/calendar?month=2026-12');
    await app.user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'January 2027', level: 2 })).toBeTruthy();
    await deadline('PAYE December 2026');
    expect(app.location()).toBe('/calendar?month=2027-01');

    app.back();
    expect(await screen.findByRole('heading', { name: 'December 2026', level: 2 })).toBeTruthy();
    await deadline('PAYE November 2026');
    expect(app.location()).toBe('/calendar?month=2026-12');
    app.forward();
    expect(await screen.findByRole('heading', { name: 'January 2027', level: 2 })).toBeTruthy();
    await deadline('PAYE December 2026');

    // "This month" is one more entry; pressed again on this month it adds none, so one Back leaves it.
    await app.user.click(screen.getByRole('button', { name: 'This month' }));
    await deadline('PAYE October 2026');
    await app.user.click(screen.getByRole('button', { name: 'This month' }));
    await deadline('PAYE October 2026');
    expect(app.location()).toBe('/calendar?month=2026-11');
    app.back();
    expect(await screen.findByRole('heading', { name: 'January 2027', level: 2 })).toBeTruthy();
    // Back to where the calendar was opened, whose address names no month: this month.
    app.back();
    app.back();
    expect(await screen.findByRole('heading', { name: 'November 2026', level: 2 })).toBeTruthy();
    expect(app.location()).toBe('/calendar');
    await deadline('PAYE October 2026');
  });

  it('opens the month the address names', async () => {
    await renderApp('/calendar?month=2027-02', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'February 2027', level: 2 })).toBeTruthy();
    await deadline('PAYE January 2027');
  });

  it("names a day's deadlines whole on its chip, though the chip's text is cut to fit", async () => {
    await renderApp('/calendar', { as: 'admin' });
    await deadline('PAYE October 2026');
    const grid = screen.getByRole('table', { name: 'Deadlines by day' });
    const day = within(grid).getByRole('button', { name: /^10 PAYE October 2026, Pension October 2026: 2 deadlines/ });
    // The tooltip shown on hover and focus holds the same whole names, kept out of the name so it is not said twice.
    const tooltip = day.nextElementSibling!;
    expect(tooltip.getAttribute('aria-hidden')).toBe('true');
    expect([...tooltip.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^PAYE October 2026/), expect.stringMatching(/^Pension October 2026/)]),
    );
  });

  it('says so when the jobs cannot be read, and tries again', async () => {
    failCall('get', '/api/v1/job/get', 500);
    await renderApp('/calendar', { as: 'admin' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load the compliance calendar');
  });

  it('is for Admins only', async () => {
    await renderApp('/calendar', { as: 'staff' });
    await screen.findByText('Access Denied');
  });

  it('keeps a declared holiday an Admin adds for the whole firm, and it moves a deadline', async () => {
    const { user } = await renderApp('/calendar', { as: 'admin' });
    await deadline('PAYE October 2026');
    await user.click(screen.getByRole('button', { name: 'Public holidays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Public holidays' });
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(within(dialog).getByText('Date is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-11-10');
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Declared day');
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect(within(dialog).getByText(/Tue 10 Nov 2026 · Declared day/)).toBeTruthy();
    expect(within(dialog).getByText(/kept for the whole firm/)).toBeTruthy();
    expect(within(dialog).queryByText(HOLIDAYS_THIS_BROWSER_ONLY)).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' }).hasAttribute('disabled')).toBe(false));
    // The server keeps it, not this browser.
    expect(getDb().holidays).toContainEqual(expect.objectContaining({ date: '2026-11-10', name: 'Declared day' }));
    expect(localStorage.getItem(DECLARED_HOLIDAYS_KEY)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const paye = await deadline('PAYE October 2026');
    await waitFor(() => expect(within(paye).getByText(/Wed 11 Nov 2026/)).toBeTruthy());
    expect(within(paye).getByText('check this date')).toBeTruthy();

    // Another admin, in another browser, works with the same day.
    cleanup();
    localStorage.clear();
    await renderApp('/calendar', { as: 'superadmin' });
    const moved = await deadline('PAYE October 2026');
    await waitFor(() => expect(within(moved).getByText(/Wed 11 Nov 2026/)).toBeTruthy());
  });

  it('says the holidays stay in this browser against a server that does not keep them, and keeps them there', async () => {
    server.use(http.get('*/api/ext/v1/capabilities', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    const { user } = await renderApp('/calendar', { as: 'admin' });
    await deadline('PAYE October 2026');
    await user.click(screen.getByRole('button', { name: 'Public holidays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Public holidays' });
    expect(within(dialog).getByText(HOLIDAYS_THIS_BROWSER_ONLY)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-11-10');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Declared day');
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    await waitFor(() => expect(localStorage.getItem(DECLARED_HOLIDAYS_KEY)).toContain('"2026-11-10"'));
    expect(getDb().holidays.some((h) => h.date === '2026-11-10')).toBe(false);
  });

  it('a save the server refuses puts the list back and says why', async () => {
    failCall('put', '/api/ext/v1/holidays', 500);
    const { user } = await renderApp('/calendar', { as: 'admin' });
    await deadline('PAYE October 2026');
    await user.click(screen.getByRole('button', { name: 'Public holidays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Public holidays' });
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-11-10');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Declared day');
    await user.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(HOLIDAYS_SAVE_FAILED);
    expect(within(dialog).queryByText(/Declared day/)).toBeNull();
  });
});
