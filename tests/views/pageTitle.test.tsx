import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { pageTitleFor } from '../../src/app/pageTitle';
import { renderApp } from '../support/renderApp';

describe('the browser tab names the route (one owner, from the route table)', () => {
  it.each([
    ['/jobs', 'Admin', 'Jobs Management · WorkflowPro'],
    ['/jobs/42', 'Admin', 'Job Details and History · WorkflowPro'],
    ['/users', 'Staff', 'Access Denied · WorkflowPro'],
    ['/nowhere', 'Admin', 'Page Not Found · WorkflowPro'],
    ['/dashboard', null, 'Sign in · WorkflowPro'],
  ] as const)('%s as %s: %s', (path, role, title) => expect(pageTitleFor(path, role)).toBe(title));

  it('follows the sidebar: the dashboard, whose heading greets the user, then Clients', async () => {
    const app = await renderApp('/dashboard', { as: 'admin' });
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
    await waitFor(() => expect(document.title).toBe('Dashboard · WorkflowPro'));
    await app.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Clients' }));
    await screen.findByRole('heading', { level: 1, name: 'Clients Management' });
    expect(document.title).toBe('Clients Management · WorkflowPro');
  });

  it('says Access Denied where the role may not go, and Sign in once signed out', async () => {
    const app = await renderApp('/users', { as: 'staff' });
    await screen.findByText('Access Denied');
    expect(document.title).toBe('Access Denied · WorkflowPro');
    await app.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Sign Out' })).getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(document.title).toBe('Sign in · WorkflowPro');
  });
});
