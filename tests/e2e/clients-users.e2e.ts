import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, openBrowser, screenshot, signIn, signInAt, signOut, useBrowser } from './browser';
import { pick } from './forms';

const app = inject('mockAppUrl');

const CLIENT = {
  name: 'Harmattan Breweries',
  fields: {
    'Client name': 'Harmattan Breweries',
    'Client representative': 'Bola Ige',
    'Email address': 'Finance@Harmattan.NG',
    'Phone number': '+234 (803) 555-0101',
    Industry: 'Beverages',
    Designation: 'Finance Director',
    Services: 'Tax filing and payroll',
    Address: '14 Ozumba Mbadiwe Avenue, Victoria Island',
  },
};

const NEW_USER = { first: 'Amaka', last: 'Eze', email: 'amaka.eze@firm.ng', phone: '0803 555 0199' };
const NEW_NAME = `${NEW_USER.first} ${NEW_USER.last}`;
const LOCKED_WARNING = 'Your account has been locked. Please contact an administrator to unlock your account.';

/** A 1x1 PNG, so the photo goes through the image upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function tryLogin(page: Page, email: string): Promise<void> {
  await page.goto(`${app}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openUsersWith(page: Page, search: string): Promise<void> {
  await page.goto(`${app}/users`);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(search);
  await expect.poll(() => page.getByRole('button', { name: `View ${NEW_NAME}` }).count()).toBe(1);
}

/** Nothing on the page is wider than the phone's screen (tables scroll inside their region). */
async function expectFitsPhone(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} overflows sideways`).toBeLessThanOrEqual(0);
}

describe('Clients and Users Management in Chromium', () => {
  const tab = useBrowser();

  it('Admin creates a client; the list, details and delete dialogs are accessible', async () => {
    await signInAt(tab.page, app, '/clients', 'admin@example.com');
    await expect.poll(() => tab.page.getByRole('button', { name: /^View / }).count()).toBe(10);
    await expectNoAxeViolations(tab.page, 'clients');

    await tab.page.getByRole('button', { name: 'Add Client' }).click();
    const form = tab.page.getByRole('dialog', { name: 'Add New Client' });
    await form.getByRole('button', { name: 'Create Client' }).click();
    await expect.poll(() => form.getByText('Client name is required').isVisible()).toBe(true);
    await expectNoAxeViolations(tab.page, 'client form with messages');
    for (const [label, value] of Object.entries(CLIENT.fields)) await form.getByLabel(new RegExp(`^${label}`)).fill(value);
    await form.getByRole('button', { name: 'Create Client' }).click();
    await expect.poll(() => form.getByText('Client created successfully').isVisible()).toBe(true);
    await expect.poll(() => tab.page.getByRole('dialog').count()).toBe(0);

    await tab.page.getByRole('searchbox', { name: 'Search clients' }).fill('harmattan');
    await expect.poll(() => tab.page.getByRole('button', { name: /^View / }).count()).toBe(1);
    await tab.page.getByRole('button', { name: `View ${CLIENT.name}` }).click();
    const details = tab.page.getByRole('dialog', { name: 'Client Details' });
    expect(await details.innerText()).toContain('finance@harmattan.ng');
    await expectNoAxeViolations(tab.page, 'client details');
    await details.getByRole('button', { name: 'Close' }).last().click();

    await tab.page.getByRole('button', { name: `Delete ${CLIENT.name}` }).click();
    await expect.poll(() => tab.page.getByRole('dialog', { name: 'Delete Client' }).isVisible()).toBe(true);
    await expectNoAxeViolations(tab.page, 'delete client');
    await tab.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await tab.page.getByRole('button', { name: `Edit ${CLIENT.name}` }).click();
    await expect.poll(() => tab.page.getByRole('dialog', { name: 'Edit Client' }).isVisible()).toBe(true);
    await expectNoAxeViolations(tab.page, 'edit client');
    await tab.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await tab.page.setViewportSize({ width: 390, height: 844 });
    await tab.page.getByRole('searchbox', { name: 'Search clients' }).fill('');
    await expectFitsPhone(tab.page, 'clients');
    await screenshot(tab.page, 'clients-phone');
    await tab.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('Admin creates a user with a photo; the new user signs in with demo1234', async () => {
    await tab.page.goto(`${app}/users`);
    await expect.poll(() => tab.page.getByRole('button', { name: /^View / }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(tab.page, 'users');
    // Each role wears its own colour (docs/behaviour.md §6), the same on every row.
    const badgeColours = await tab.page.evaluate(() => {
      const colours: Record<string, string[]> = {};
      for (const badge of document.querySelectorAll('table span')) {
        const role = badge.textContent?.trim() ?? '';
        if (role === 'Super Admin' || role === 'Admin' || role === 'Staff') {
          (colours[role] ??= []).push(getComputedStyle(badge).backgroundColor);
        }
      }
      return colours;
    });
    const colourOf = (role: string) => {
      const seen = new Set(badgeColours[role]);
      expect(seen.size, `${role} badges share one colour`).toBe(1);
      return [...seen][0];
    };
    expect(new Set(['Super Admin', 'Admin', 'Staff'].map(colourOf)).size).toBe(3);

    await tab.page.getByRole('button', { name: 'Add User' }).click();
    const form = tab.page.getByRole('dialog', { name: 'Add New User' });
    await expect.poll(() => form.getByRole('combobox', { name: /^User type/ }).isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect.poll(() => form.getByText('First name is required').isVisible()).toBe(true);
    await expectNoAxeViolations(tab.page, 'user form with messages');
    await form.getByLabel(/^First name/).fill(NEW_USER.first);
    await form.getByLabel(/^Last name/).fill(NEW_USER.last);
    await form.getByLabel(/^Email address/).fill(NEW_USER.email);
    await form.getByLabel(/^Phone number/).fill(NEW_USER.phone);
    await pick(tab.page, 'User type', 'Staff');
    await pick(tab.page, 'Job type', 'Payroll');
    await pick(tab.page, 'Position', 'Payroll Officer');
    await form.getByLabel(/^Photo/).setInputFiles({ name: 'amaka.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect.poll(() => form.getByText('User created successfully').isVisible()).toBe(true);
    await expect.poll(() => tab.page.getByRole('dialog').count()).toBe(0);

    await openUsersWith(tab.page, 'amaka');
    await tab.page.getByRole('button', { name: `View ${NEW_NAME}` }).click();
    const details = tab.page.getByRole('dialog', { name: 'User Details' });
    expect(await details.innerText()).toContain(NEW_USER.email);
    expect(await details.locator('img').getAttribute('src')).toMatch(/\/mock-files\/files\/[0-9a-f]{32}\/amaka\.png$/);
    await expectNoAxeViolations(tab.page, 'user details');
    await details.getByRole('button', { name: 'Close' }).last().click();

    await tab.page.getByRole('button', { name: `Edit ${NEW_NAME}` }).click();
    await expect
      .poll(() =>
        tab.page
          .getByRole('dialog', { name: 'Edit User' })
          .getByRole('combobox', { name: /^Position/ })
          .innerText(),
      )
      .toContain('Payroll Officer');
    await expectNoAxeViolations(tab.page, 'edit user');
    await tab.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await tab.page.setViewportSize({ width: 390, height: 844 });
    await expectFitsPhone(tab.page, 'users');
    await screenshot(tab.page, 'users-phone');
    await tab.page.setViewportSize({ width: 1440, height: 900 });

    await signOut(tab.page);
    await signIn(tab.page, app, NEW_USER.email);
    expect(tab.page.url()).toContain('/dashboard');
    await signOut(tab.page);
  });

  it('a locked user sees the LOCKED warning; unlocked they sign in; deactivated they are refused', async () => {
    await signIn(tab.page, app, 'admin@example.com');
    await openUsersWith(tab.page, NEW_USER.email);
    await tab.page.getByRole('button', { name: `Lock ${NEW_NAME}` }).click();
    await expect.poll(() => tab.page.getByRole('button', { name: `Unlock ${NEW_NAME}` }).count()).toBe(1);
    expect(await tab.page.getByRole('row', { name: new RegExp(NEW_NAME) }).innerText()).toContain('Locked');
    await signOut(tab.page);

    await tryLogin(tab.page, NEW_USER.email);
    await expect.poll(() => tab.page.getByText(LOCKED_WARNING).isVisible()).toBe(true);
    expect(tab.page.url()).toContain('/login');

    await signIn(tab.page, app, 'admin@example.com');
    await openUsersWith(tab.page, NEW_USER.email);
    await tab.page.getByRole('button', { name: `Unlock ${NEW_NAME}` }).click();
    await expect.poll(() => tab.page.getByRole('button', { name: `Lock ${NEW_NAME}` }).count()).toBe(1);
    await signOut(tab.page);
    await signIn(tab.page, app, NEW_USER.email);
    await signOut(tab.page);

    await signIn(tab.page, app, 'admin@example.com');
    await openUsersWith(tab.page, NEW_USER.email);
    await tab.page.getByRole('button', { name: `Deactivate ${NEW_NAME}` }).click();
    const confirm = tab.page.getByRole('dialog', { name: 'Deactivate User' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await expectNoAxeViolations(tab.page, 'deactivate user');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => tab.page.getByRole('dialog').count()).toBe(0);
    // The list is read again after the change, and the row reads what the server now holds.
    await expect.poll(() => tab.page.getByRole('row', { name: new RegExp(NEW_NAME) }).innerText()).toContain('Inactive');
    await signOut(tab.page);

    await tryLogin(tab.page, NEW_USER.email);
    await expect.poll(() => tab.page.getByRole('alert').count()).toBeGreaterThan(0);
    await tab.page.waitForTimeout(500);
    expect(tab.page.url()).toContain('/login');
    expect(tab.errors).toEqual([]);
  });

  it('a deactivated user can then be deleted, and leaves the list', async () => {
    await signIn(tab.page, app, 'admin@example.com');
    await openUsersWith(tab.page, NEW_USER.email);
    await tab.page.getByRole('button', { name: `Delete ${NEW_NAME}` }).focus();
    await tab.page.keyboard.press('Enter');
    const confirm = tab.page.getByRole('dialog', { name: 'Delete User' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await expectNoAxeViolations(tab.page, 'delete user');
    await screenshot(tab.page, 'users-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => tab.page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => tab.page.getByRole('row', { name: new RegExp(NEW_NAME) }).count()).toBe(0);
    // Read again from the server: still gone.
    await tab.page.goto(`${app}/users`);
    await tab.page.getByRole('searchbox', { name: 'Search users' }).fill(NEW_USER.email);
    await expect.poll(() => tab.page.getByText('No matching users').count()).toBe(1);
    expect(tab.errors).toEqual([]);
  });
});

describe('stopping the wait for a save, against a real API', () => {
  it('Cancel while the save hangs aborts it, keeps the form and says the change may have been made', async () => {
    const { context, page, errors } = await openBrowser();
    const realApp = inject('realAppUrl');
    await signInAt(page, realApp, '/clients', 'admin@example.com');
    await page.getByRole('button', { name: 'Add Client' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Client' });
    for (const [label, value] of Object.entries(CLIENT.fields)) await form.getByLabel(new RegExp(`^${label}`)).fill(value);

    // The server takes the request and never answers.
    await page.route('**/api/client/create-client', () => undefined);
    const aborted = new Promise<string>((told) =>
      page.on('requestfailed', (r) => {
        if (r.url().includes('/api/client/create-client')) told(r.failure()?.errorText ?? '');
      }),
    );
    await form.getByRole('button', { name: 'Create Client' }).click();
    await expect.poll(() => form.getByRole('button', { name: 'Saving...' }).isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).click();

    expect(await aborted).toContain('ABORTED');
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toBe('Stopped waiting for the answer. The change may still have been made; check before trying again.');
    expect(await form.getByLabel(/^Client name/).inputValue()).toBe(CLIENT.fields['Client name']);
    expect(await form.getByRole('button', { name: 'Create Client' }).isEnabled()).toBe(true);
    await expectNoAxeViolations(page, 'client form after stopping the wait');
    await screenshot(page, 'client-form-stopped');

    // Escape stops the wait just the same, then Cancel closes the form.
    await form.getByRole('button', { name: 'Create Client' }).click();
    await expect.poll(() => form.getByRole('button', { name: 'Saving...' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => form.getByRole('button', { name: 'Create Client' }).isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
