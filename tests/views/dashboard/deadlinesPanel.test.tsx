import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import { CALENDAR_FAILED_MESSAGE, civilToday, deadlinesBetween, holidaysAround, nextDays, parts } from '../../../src/domain/compliance';
import { DEADLINE_HORIZON_DAYS } from '../../../src/machines/calendarDeadlines.machine';
import { server } from '../../../mocks/node';
import { getDb } from '../../../mocks/db';
import { renderApp } from '../../support/renderApp';
import { failCall } from '../../support/server';

/** The statutory deadlines of the next 14 days, as the rules give them with the holidays the server keeps for the firm. */
function deadlinesAhead() {
  const today = civilToday();
  const { from, to } = nextDays(today, DEADLINE_HORIZON_DAYS);
  return deadlinesBetween(from, to, holidaysAround(getDb().holidays, [parts(today).year]));
}

async function panel(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Deadlines in the next 14 days' });
  return heading.closest('section') ?? heading.parentElement!.parentElement!;
}

describe("the dashboard's deadlines panel", () => {
  it('lists each deadline of the next 14 days with its planned and unplanned clients', async () => {
    await renderApp('/dashboard', { as: 'admin' });
    const list = await within(await panel()).findByRole('list', { name: 'Upcoming deadlines' });
    const expected = deadlinesAhead();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(expected.length);
    expected.forEach((deadline, i) => {
      expect(items[i].textContent).toContain(`${deadline.rule.jobTitle} ${deadline.periodLabel}`);
      expect(items[i].textContent).toMatch(/\d+ planned/);
    });
  });

  it.each([500, 'network'] as const)('a %s failure says so with Retry, and Retry reads the deadlines again', async (failure) => {
    failCall('get', paths.jobs, failure);
    const app = await renderApp('/dashboard', { as: 'admin' });
    const box = await panel();
    await within(box).findByText(CALENDAR_FAILED_MESSAGE, { exact: false });
    expect(within(box).queryByRole('list', { name: 'Upcoming deadlines' })).toBeNull();
    server.resetHandlers();
    await app.user.click(within(box).getByRole('button', { name: 'Retry' }));
    const list = await within(box).findByRole('list', { name: 'Upcoming deadlines' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(deadlinesAhead().length);
    expect(within(box).queryByText(CALENDAR_FAILED_MESSAGE, { exact: false })).toBeNull();
  });
});
