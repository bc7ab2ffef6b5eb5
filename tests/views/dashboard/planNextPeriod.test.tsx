/**
 * The dashboard's "Plan next period" (docs/behaviour.md §2 Dashboard): each obligation whose
 * next period's window has opened by the firm's days ahead is offered, and opens the same Plan
 * jobs wizard as the calendar; a window that is not open yet is not offered.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { extensionPaths } from '../../../src/api/extensions';
import {
  civilToday,
  deadlinesBetween,
  holidaysAround,
  nextDays,
  openPlanningWindows,
  parts,
  planningHorizon,
} from '../../../src/domain/compliance';
import { PLAN_NEXT_FAILED_MESSAGE } from '../../../src/machines/planNext.machine';
import { renderApp } from '../../support/renderApp';
import { failCall } from '../../support/server';

/** The periods the rules say are ready to plan with `daysAhead`, as the server's holidays move them. */
function readyToPlan(daysAhead: number) {
  const today = civilToday();
  const { from, to } = nextDays(today, planningHorizon(daysAhead));
  const year = parts(today).year;
  return openPlanningWindows(deadlinesBetween(from, to, holidaysAround(getDb().holidays, [year, year + 1])), today, daysAhead);
}

const titles = (days: number) => readyToPlan(days).map((d) => `${d.rule.jobTitle} ${d.periodLabel}`);

describe('Plan next period', () => {
  it("offers each obligation whose window opened by the firm's 14 days, and opens the Plan jobs wizard", async () => {
    const expected = titles(14);
    // The monthly obligations' windows overlap: on any day some period is ready to plan 14 days ahead.
    expect(expected.length).toBeGreaterThan(0);
    const app = await renderApp('/dashboard', { as: 'admin' });
    const list = await screen.findByRole('list', { name: 'Periods ready to plan' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(expected.map((title) => `Plan next period: ${title}`));
    await app.user.click(within(list).getByRole('button', { name: `Plan next period: ${expected[0]}` }));
    const wizard = await screen.findByRole('dialog', { name: `Plan jobs: ${expected[0]}` });
    await within(wizard).findByRole('list', { name: 'Clients' });
  });

  it('follows the setting: with 0 days ahead only periods whose jobs start today or earlier are offered', async () => {
    getDb().planning = { daysAhead: 0 };
    const expected = titles(0);
    expect(expected.length).toBeLessThanOrEqual(titles(14).length);
    await renderApp('/dashboard', { as: 'admin' });
    await screen.findByRole('list', { name: 'Upcoming deadlines' });
    if (expected.length === 0) {
      expect(screen.queryByRole('list', { name: 'Periods ready to plan' })).toBeNull();
      return;
    }
    const list = await screen.findByRole('list', { name: 'Periods ready to plan' });
    expect(within(list).getAllByRole('button')).toHaveLength(expected.length);
  });

  it('a read that fails says so and can be read again', async () => {
    failCall('get', extensionPaths.planningSettings, 500);
    const app = await renderApp('/dashboard', { as: 'admin' });
    await screen.findByText(PLAN_NEXT_FAILED_MESSAGE, { exact: false });
    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Periods ready to plan' });
    expect(screen.queryByText(PLAN_NEXT_FAILED_MESSAGE, { exact: false })).toBeNull();
  });

  it('Staff are not offered it', async () => {
    const app = await renderApp('/dashboard', { as: 'staff' });
    await screen.findByRole('heading', { level: 1, name: `Welcome back, ${app.me!.firstName}!` });
    expect(screen.queryByRole('list', { name: 'Periods ready to plan' })).toBeNull();
  });
});
