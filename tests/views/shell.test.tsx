import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import { screenRouteFor, screenRoutes } from '../../src/app/routes';
import { EXTENSIONS_KEY, TOKEN_KEY, USER_KEY } from '../../src/api/storageKeys';
import { extensionPaths } from '../../src/api/extensions';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { answerCall, failCall, holdCall } from '../support/server';
import { renderApp } from '../support/renderApp';
import { signInAs } from '../support/session';
import { ADMIN_SIDEBAR, STAFF_SIDEBAR } from '../support/navigation';
import { signInOnTheLoginPage } from '../support/loginForm';
import { loginAddressFor } from '../../src/domain/signInReturn';
import userEvent from '@testing-library/user-event';
import { onSimulatedTime } from '../support/time';
import { stopWaiting } from '../support/modals';
import { paths as apiPaths } from '../../src/api/paths';
import { fetchMyPendingTasks } from '../../src/api/tasks';
import { LOGIN_MESSAGES } from '../../src/domain/session';

const reviewerPage = (totalItems: number) => ({
  response: 'OK',
  responseDescription: 'SUCCESSFUL',
  items: [],
  totalPages: 1,
  totalItems,
  currentPage: 1,
});

function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  render(<App location={memory} />);
  return memory;
}

describe('the screen an address opens (its code is fetched while the app starts)', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/clients', 'Clients Management'],
    ['/clients/', 'Clients Management'],
    ['/jobs/pending', 'Pending Jobs to Approve'],
    ['/jobs/42', 'Job Details and History'],
    ['/jobs', 'Jobs Management'],
    ['/my-jobs/pending', 'Pending Jobs to Finish'],
  ])('%s opens %s', (path, title) => expect(screenRouteFor(path)?.title).toBe(title));

  it.each(['/', '/login', '/nowhere', '/jobs/42/extra'])('%s opens no screen', (path) => expect(screenRouteFor(path)).toBeUndefined());
});

describe('route guards', () => {
  it.each(screenRoutes.map((r) => r.path.replace(':id', '7')))(
    'sends a signed-out visitor of %s to /login, keeping the page asked for',
    async (path) => {
      const memory = renderAt(path);
      await screen.findByRole('button', { name: 'Sign In' });
      expect(memory.history?.at(-1)).toBe(loginAddressFor(path));
    },
  );

  it('returns to the page asked for, with its query, once signed in', async () => {
    const memory = renderAt('/jobs?type=2&page=2');
    await signInOnTheLoginPage(userEvent.setup(), 'admin');
    expect(await screen.findByRole('heading', { name: 'Jobs Management', level: 1 })).toBeTruthy();
    expect(memory.history?.at(-1)).toBe('/jobs?type=2&page=2');
  });

  it('goes to the dashboard instead of a page the user may not open', async () => {
    const memory = renderAt('/users');
    await signInOnTheLoginPage(userEvent.setup(), 'staff');
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/dashboard'));
    expect(screen.queryByText('Access Denied')).toBeNull();
  });

  it.each(['https://evil.example/jobs', '//evil.example/jobs', '/nowhere'])('never follows a next of %s', async (next) => {
    const memory = renderAt(`/login?${new URLSearchParams({ next }).toString()}`);
    await signInOnTheLoginPage(userEvent.setup(), 'admin');
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/dashboard'));
  });

  it.each(['/', '/login'])('replaces %s with /dashboard for a signed-in user', async (path) => {
    const app = await renderApp(path, { as: 'admin' });
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    // Replaced, not pushed: Back does not return to the login screen.
    expect(app.location()).toBe('/dashboard');
  });

  it('shows Staff the Access Denied screen on an admin route, word for word', async () => {
    const app = await renderApp('/users', { as: 'staff' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Insufficient Permissions' })).toBeTruthy();
    expect(
      screen.getByText(
        "You don't have the required permissions to access this page. This area is restricted to authorized personnel only.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your role:').nextElementSibling?.textContent).toBe('Staff');
    expect(screen.getByText('Required access:').nextElementSibling?.textContent).toBe('Admin or Super Admin');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('always lets Super Admin through', async () => {
    await renderApp('/users', { as: 'superadmin' });
    expect(await screen.findByRole('heading', { name: 'Users Management', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
  });

  it('logs a stored locked account out at once with the LOCKED message', async () => {
    localStorage.setItem(TOKEN_KEY, 'stale');
    localStorage.setItem(USER_KEY, JSON.stringify({ token: 'stale', isLocked: true, id: 5, email: 'locked@example.com' }));
    const memory = renderAt('/dashboard');
    expect(await screen.findByText('Your account has been locked. Please contact an administrator.')).toBeTruthy();
    expect(memory.history?.at(-1)).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signs the user out to /login when a call answers 401', async () => {
    failCall('get', '/api/task', 401);
    const app = await renderApp('/dashboard', { as: 'staff' });
    await screen.findByRole('button', { name: 'Sign In' });
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('sidebar', () => {
  const sidebarLinks = () =>
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((a) => a.textContent);

  it('shows an admin every item of docs/behaviour.md §2 in order', async () => {
    await renderApp('/dashboard', { as: 'admin' });
    // Activity joins once the server has said it keeps the activity log.
    await screen.findByRole('link', { name: 'Activity' });
    expect(sidebarLinks()).toEqual(ADMIN_SIDEBAR);
  });

  it('leaves Activity, Templates, Client obligations and Compliance rules out against a server without their extensions', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/ext/v1/capabilities', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    await renderApp('/dashboard', { as: 'admin' });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
    const extensions = ['Activity', 'Templates', 'Client obligations', 'Compliance rules'];
    expect(sidebarLinks()).toEqual(ADMIN_SIDEBAR.filter((label) => !extensions.includes(label)));
  });

  it("draws the links of the server's extensions as it announced them last time, before its answer, which has the last word", async () => {
    const kept = ['activity-log', 'templates', 'client-obligations', 'compliance-rules'];
    localStorage.setItem(EXTENSIONS_KEY, JSON.stringify(kept));
    const capabilities = holdCall('get', extensionPaths.capabilities);
    await renderApp('/dashboard', { as: 'admin' });
    await capabilities.request();
    // Still unanswered: the links are there at once, nothing is added under the pointer later.
    expect(sidebarLinks()).toEqual(ADMIN_SIDEBAR);
    await capabilities.respond({ message: 'Not found' }, 404);
    const extensions = ['Activity', 'Templates', 'Client obligations', 'Compliance rules'];
    await waitFor(() => expect(sidebarLinks()).toEqual(ADMIN_SIDEBAR.filter((label) => !extensions.includes(label))));
  });

  it('shows Staff only what Staff may open', async () => {
    await renderApp('/dashboard', { as: 'staff' });
    expect(sidebarLinks()).toEqual(STAFF_SIDEBAR);
    expect(screen.queryByRole('button', { name: /^Jobs/ })).toBeNull();
  });

  it("a link moves focus to the new page's heading, not on the first page shown", async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
    expect(document.activeElement?.tagName).not.toBe('H1');
    await app.user.click(screen.getByRole('link', { name: 'Clients' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(document.activeElement?.textContent).toBe('Clients Management');
    // Out of the Tab order: it is a place to start from, not a stop on the way.
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    await app.user.click(screen.getByRole('link', { name: 'All Jobs' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Jobs Management'));
  });

  it('leaves focus in an open dialog when the page behind it changes', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
    await app.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Out' });
    app.navigate('/clients');
    await screen.findByRole('heading', { level: 1, name: 'Clients Management', hidden: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('expands and collapses groups', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    const group = screen.getByRole('button', { name: /^Jobs/ });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    await app.user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'All Jobs' })).toBeNull();
    await app.user.click(group);
    expect(screen.getByRole('link', { name: 'All Jobs' })).toBeTruthy();
  });

  it('shows the user: initial, full name and user type', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    const name = `${app.me?.firstName} ${app.me?.lastName}`;
    expect(within(sidebar).getByText(name)).toBeTruthy();
    expect(within(sidebar).getByText('Admin')).toBeTruthy();
    expect(within(sidebar).getByText(app.me?.firstName?.charAt(0) ?? '?')).toBeTruthy();
    expect(within(sidebar).getByText('Settings & Help')).toBeTruthy();
    expect(within(sidebar).getByRole('button', { name: 'Reset demo data' })).toBeTruthy();
  });

  it('falls back to U without a first name', async () => {
    // A session stored without the name (the profile could not be read at sign-in), with a
    // token the backend accepts.
    const me = await signInAs('admin');
    localStorage.setItem(USER_KEY, JSON.stringify({ ...me, firstName: undefined, lastName: undefined }));
    renderAt('/users');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('U')).toBeTruthy();
  });
});

describe('sign out', () => {
  it('asks first; Cancel keeps the session', async () => {
    const app = await renderApp('/dashboard', { as: 'staff' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
    expect(app.location()).toBe('/dashboard');
  });

  it('confirmed, clears both keys and goes to /login', async () => {
    const app = await renderApp('/dashboard', { as: 'staff' });
    await app.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(app.location()).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('on another page, starts the next sign-in afresh rather than where the user left', async () => {
    const app = await renderApp('/jobs?page=2', { as: 'admin' });
    await app.user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(app.location()).toBe('/login');
  });
  /** Another call the app has out while the sign-out is on its way finds the token ended. */
  async function anotherCallRefused(): Promise<void> {
    failCall('get', '/api/task', 401);
    await act(async () => {
      await fetchMyPendingTasks(2).catch(() => undefined);
    });
  }

  it('ends as asked when another call comes back 401 while the sign-out is on its way: no ended-session warning, and the next sign-in starts afresh', async () => {
    const app = await renderApp('/jobs?page=2', { as: 'admin' });
    const logout = holdCall('post', apiPaths.logout);
    await app.user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign Out' }));
    await logout.request();
    await anotherCallRefused();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await logout.passThrough();
    await screen.findByRole('button', { name: 'Sign In' });
    expect(app.location()).toBe('/login');
    expect(screen.queryByText(LOGIN_MESSAGES.sessionEnded)).toBeNull();
  });

  it('given up while on its way, leaves the session to end as any other when a call then comes back 401', async () => {
    const app = await renderApp('/jobs?page=2', { as: 'admin' });
    const logout = holdCall('post', apiPaths.logout);
    await app.user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign Out' }));
    await stopWaiting(app.user, logout);
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await anotherCallRefused();
    expect(await screen.findByText(LOGIN_MESSAGES.sessionEnded)).toBeTruthy();
    expect(app.location()).toBe(loginAddressFor('/jobs?page=2'));
  });
});

describe('notification header', () => {
  const badge = (label: string) => screen.getByRole('link', { name: new RegExp(`^${label}: `) });

  it('shows an admin To Approve and To Finish with the backend counts', async () => {
    await renderApp('/dashboard', { as: 'admin' });
    await waitFor(() => expect(badge('To Approve').getAttribute('aria-label')).not.toBe('To Approve: 0'));
    expect(badge('To Approve').getAttribute('href')).toBe('/jobs/pending');
    expect(badge('To Finish').getAttribute('href')).toBe('/my-jobs/pending');
  });

  it('shows Staff only To Finish', async () => {
    await renderApp('/dashboard', { as: 'staff' });
    await waitFor(() => expect(badge('To Finish').getAttribute('aria-label')).not.toBe('To Finish: 0'));
    expect(screen.queryByRole('link', { name: /^To Approve/ })).toBeNull();
  });

  it('shows 99+ above 99', async () => {
    answerCall('get', '/api/v1/task/reviewer', reviewerPage(150));
    await renderApp('/dashboard', { as: 'admin' });
    await waitFor(() => expect(badge('To Approve').textContent).toContain('99+'));
  });

  it('counts 0 when the counts cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    failCall('get', '/api/v1/task/reviewer', 500);
    failCall('get', '/api/task', 'network');
    await renderApp('/dashboard', { as: 'admin' });
    await waitFor(() => expect(badge('To Approve').getAttribute('aria-label')).toBe('To Approve: 0'));
    expect(badge('To Finish').getAttribute('aria-label')).toBe('To Finish: 0');
  });

  describe('polling', () => {
    it('fetches the counts again every 30 seconds', async () => {
      answerCall('get', '/api/v1/task/reviewer', reviewerPage(3));
      onSimulatedTime();
      await renderApp('/dashboard', { as: 'admin' });
      await waitFor(() => expect(badge('To Approve').getAttribute('aria-label')).toBe('To Approve: 3'));
      answerCall('get', '/api/v1/task/reviewer', reviewerPage(4));
      await act(async () => {
        vi.advanceTimersByTime(29_000);
      });
      expect(badge('To Approve').getAttribute('aria-label')).toBe('To Approve: 3');
      await act(async () => {
        vi.advanceTimersByTime(1_500);
      });
      await waitFor(() => expect(badge('To Approve').getAttribute('aria-label')).toBe('To Approve: 4'));
    });
  });
});

describe('keyboard shortcuts sheet', () => {
  it('closing it puts focus back on the header button that opened it', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    const opener = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    await app.user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await app.user.click(within(sheet).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closing it with Escape puts focus back where "?" was pressed', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    const link = screen.getByRole('link', { name: 'Clients' });
    link.focus();
    await app.user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(link));
  });
});
