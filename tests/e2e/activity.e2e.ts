import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { ACTIVITY_CSV_COLUMNS } from '../../src/domain/activity';
import { parseCsv } from '../domain/csvParse';
import { expectNoAxeViolations, screenshot, sidewaysScroll, signInAt, useBrowser } from './browser';
import { pick } from './forms';

const app = inject('mockAppUrl');

/** The client edited, and what its phone becomes. */
const CLIENT = 'Ikeja Pharmaceuticals';
const NEW_PHONE = '+234 803 555 0142';

describe('the firm activity log in Chromium', () => {
  const tab = useBrowser();

  it('an edit to a client is found in Activity by filter, kept across a reload, and exported as CSV', async () => {
    const { page } = tab;
    await signInAt(page, app, '/clients', 'admin@example.com');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(CLIENT);
    await expect.poll(() => page.getByRole('button', { name: /^View / }).count()).toBe(1);
    const clientName = (await page.getByRole('button', { name: /^View / }).getAttribute('aria-label'))!.replace(/^View /, '');
    await page.getByRole('button', { name: `Edit ${clientName}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Client' });
    const phone = form.getByLabel(/^Phone number/);
    const oldPhone = await phone.inputValue();
    await phone.fill(NEW_PHONE);
    await form.getByRole('button', { name: 'Update Client' }).click();
    await expect.poll(() => form.getByText('Client updated successfully').isVisible()).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const filters = page.getByRole('group', { name: 'Filters' });
    await pick(filters, 'Client', clientName);
    await pick(filters, 'Kind', 'Client');
    await expect.poll(() => page.getByText('Showing 1 of 1 entries').isVisible()).toBe(true);
    const row = page.getByRole('region', { name: 'Activity' }).getByRole('row').nth(1);
    expect(await row.innerText()).toContain('Tunde Bakare');
    expect(await row.innerText()).toContain(`phone: ${oldPhone} -> ${NEW_PHONE}`);
    const address = new URL(page.url());
    expect(address.pathname).toBe('/activity');
    expect(address.searchParams.get('kind')).toBe('client');
    await expectNoAxeViolations(page, 'activity');
    await screenshot(page, 'activity-desktop');

    await page.reload();
    await expect.poll(() => page.getByText('Showing 1 of 1 entries').isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe(address.search);
    expect(await page.getByRole('group', { name: 'Filters' }).getByRole('combobox', { name: 'Kind', exact: true }).innerText()).toContain(
      'Client',
    );

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^activity_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual([...ACTIVITY_CSV_COLUMNS]);
    expect(records).toHaveLength(1);
    expect(records[0].slice(1, 4)).toEqual(['Tunde Bakare', 'Client', clientName]);
    expect(records[0][7]).toContain(`phone: ${oldPhone} -> ${NEW_PHONE}`);
    await expect.poll(() => page.getByText(/^Exported 1 entry to activity_/).isVisible()).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'activity on a phone');
    await screenshot(page, 'activity-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
