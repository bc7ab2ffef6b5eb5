/**
 * Loading tells the truth (docs/design.md "Loading tells the truth"): while a list's first page
 * is read, its region is busy and shows placeholder rows, and no count is shown (never
 * "Showing 0 of 0"); once the page is in, the real count shows and the region is no longer busy.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { paths as apiPaths } from '../../src/api/paths';
import { extensionPaths } from '../../src/api/extensions';
import type { DemoRole } from '../support/session';
import { renderApp } from '../support/renderApp';
import { holdCall } from '../support/server';

interface ListScreen {
  route: string;
  as: DemoRole;
  /** The list's own call: only its first request is held. */
  call: string;
  /** Which requests to that address are the list's (the header's counts share some). */
  picks?: (url: URL) => boolean;
  /** The region the rows, or their placeholders, are in. */
  region: string;
  /** The count the screen shows once it knows it. */
  count: RegExp;
}

const SCREENS: ListScreen[] = [
  { route: '/jobs', as: 'admin', call: apiPaths.jobs, region: 'Jobs', count: /^Showing \d+ of \d+ jobs$/ },
  { route: '/users', as: 'admin', call: apiPaths.users, region: 'Users table', count: /^\d+ users?$/ },
  { route: '/clients', as: 'admin', call: apiPaths.clients, region: 'Clients table', count: /^\d+ of \d+ clients$/ },
  { route: '/my-jobs', as: 'staff', call: apiPaths.myJobs, region: 'My jobs', count: /^\d+ jobs?$/ },
  {
    route: '/jobs/pending',
    as: 'admin',
    call: apiPaths.tasksToReview,
    picks: (url) => url.searchParams.get('pageSize') === '10',
    region: 'Pending tasks',
    count: /tasks? awaiting review/,
  },
  { route: '/activity', as: 'admin', call: extensionPaths.activity, region: 'Activity', count: /^Showing \d+ of \d+ entries$/ },
];

/** Picks only the first request `picks` selects: later pages and reloads are answered at once. */
function firstOf(picks: (url: URL) => boolean = () => true): (url: URL) => boolean {
  let taken = false;
  return (url) => {
    if (taken || !picks(url)) return false;
    taken = true;
    return true;
  };
}

describe('a list that does not yet know its count', () => {
  it.each(SCREENS)('$route shows placeholder rows in a busy region, then the count', async (list) => {
    const held = holdCall('get', list.call, firstOf(list.picks));
    await renderApp(list.route, { as: list.as });
    const region = await screen.findByRole('region', { name: list.region });
    await held.request();
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByText(list.count)).toBeNull();
    expect(screen.queryByText(/Showing 0 of 0/)).toBeNull();

    await held.passThrough();
    expect(await screen.findByText(list.count)).toBeTruthy();
    // An empty log (Activity on fresh demo data) shows its message instead of the table.
    await waitFor(() => {
      for (const shown of screen.queryAllByRole('region', { name: list.region })) expect(shown.getAttribute('aria-busy')).toBeNull();
      expect(document.querySelectorAll('[data-skeleton]').length).toBe(0);
    });
  });
});
