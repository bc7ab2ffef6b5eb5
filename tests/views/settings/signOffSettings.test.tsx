/**
 * Settings' sign-off section (docs/behaviour.md §4 "Sign-off levels"): what it shows, what the
 * server stores, the refusal before sending, and the one line on a server without the extension.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { extensionPaths } from '../../../src/api/extensions';
import { SETTING_MESSAGES, SIGN_OFF_UNAVAILABLE } from '../../../src/domain/signOff';
import { getDb } from '../../../mocks/db/store';
import { answerCall, recordRequests } from '../../support/server';
import { renderApp } from '../../support/renderApp';

async function openSettings() {
  const app = await renderApp('/settings', { as: 'admin' });
  const section = (await screen.findByRole('heading', { name: 'Sign-off levels' })).closest('section') ?? document.body;
  await within(section).findByRole('checkbox', { name: 'Tax Filing' });
  return { app, section };
}

describe('the sign-off setting on Settings', () => {
  it('shows the default and stores the job types an admin ticks', async () => {
    const { app, section } = await openSettings();
    const taxFiling = within(section).getByRole('checkbox', { name: 'Tax Filing' }) as HTMLInputElement;
    expect(taxFiling.checked).toBe(false);
    expect((within(section).getByRole('checkbox', { name: 'Admin' }) as HTMLInputElement).checked).toBe(true);
    expect((within(section).getByRole('checkbox', { name: 'Super Admin' }) as HTMLInputElement).checked).toBe(true);
    await app.user.click(taxFiling);
    await app.user.click(within(section).getByRole('checkbox', { name: 'Audit' }));
    await app.user.click(within(section).getByRole('button', { name: 'Save' }));
    await within(section).findByText('Sign-off setting saved');
    expect(getDb().signOff).toEqual({ secondLevelJobTypeIds: [3, 4], secondLevelRoles: [2, 3] });
  });

  it('refuses a second sign-off nobody may sign before sending it, keeping what was chosen', async () => {
    const { app, section } = await openSettings();
    const sent = recordRequests();
    await app.user.click(within(section).getByRole('checkbox', { name: 'Tax Filing' }));
    await app.user.click(within(section).getByRole('checkbox', { name: 'Admin' }));
    await app.user.click(within(section).getByRole('checkbox', { name: 'Super Admin' }));
    await app.user.click(within(section).getByRole('button', { name: 'Save' }));
    await within(section).findByText(SETTING_MESSAGES.noRole);
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
    expect((within(section).getByRole('checkbox', { name: 'Tax Filing' }) as HTMLInputElement).checked).toBe(true);
    expect(getDb().signOff.secondLevelJobTypeIds).toEqual([]);
  });

  it("shows the server's refusal as it words it", async () => {
    const { app, section } = await openSettings();
    answerCall('put', extensionPaths.signOffSettings, {
      responseCode: '400',
      responseDescription: 'Please select a job type',
      response: null,
    });
    await app.user.click(within(section).getByRole('button', { name: 'Save' }));
    await within(section).findByText('Please select a job type');
  });

  it('says in one line that a server without the extension has no such setting', async () => {
    answerCall('get', extensionPaths.capabilities, {}, 404);
    await renderApp('/settings', { as: 'admin' });
    await screen.findByText(SIGN_OFF_UNAVAILABLE);
    expect(screen.queryByRole('checkbox', { name: 'Tax Filing' })).toBeNull();
  });
});
