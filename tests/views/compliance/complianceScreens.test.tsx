/**
 * The Client obligations and Compliance rules screens when a save goes wrong
 * (docs/behaviour.md §2, §8): a 500 or a lost connection says so and keeps every edit on the
 * screen with nothing stored; a 401 signs the user out with nothing stored; a server without the
 * extension hides the editing and says so in one line.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '../../../mocks/db';
import { extensionPaths } from '../../../src/api/extensions';
import { COMPLIANCE_RULES, withNewVersion } from '../../../src/domain/compliance';
import { GRID_SAVE_FAILED } from '../../../src/machines/obligationsGrid.machine';
import { RULE_SAVE_FAILED } from '../../../src/machines/ruleEditor.machine';
import { GRID_UNAVAILABLE } from '../../../src/views/compliance/ObligationsPage';
import { RULES_UNAVAILABLE } from '../../../src/views/compliance/RulesPage';
import { SHIPPED_RULES_NOTICE } from '../../../src/views/calendar/CalendarPage';
import { renderApp } from '../../support/renderApp';
import { answerCall, failCall } from '../../support/server';
import { loginAddressFor } from '../../../src/domain/signInReturn';

const first = () =>
  getDb()
    .clients.filter((c) => c.active)
    .sort((a, b) => a.clientName.localeCompare(b.clientName) || a.id - b.id)[0];

async function editGrid() {
  const app = await renderApp('/calendar/obligations', { as: 'admin' });
  const name = first().clientName;
  const vat = await screen.findByRole('checkbox', { name: `${name} owes NHF` });
  await app.user.click(vat);
  const yearEnd = screen.getByRole('textbox', { name: `${name} year end` });
  await app.user.clear(yearEnd);
  await app.user.type(yearEnd, '09-30');
  return { app, name };
}

const storedRow = () => getDb().clientObligations.find((r) => r.clientId === first().id);

describe('client obligations: a save that fails', () => {
  it.each([500, 'network'] as const)('keeps every edit and stores nothing on a %s', async (failure) => {
    const before = JSON.stringify(storedRow());
    const { app, name } = await editGrid();
    failCall('put', extensionPaths.clientObligations, failure);
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(GRID_SAVE_FAILED);
    expect((screen.getByRole('checkbox', { name: `${name} owes NHF` }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: `${name} year end` }) as HTMLInputElement).value).toBe('09-30');
    expect(JSON.stringify(storedRow())).toBe(before);
  });

  it('signs the user out on a 401 and stores nothing', async () => {
    const before = JSON.stringify(storedRow());
    const { app } = await editGrid();
    failCall('put', extensionPaths.clientObligations, 401);
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/calendar/obligations')));
    expect(JSON.stringify(storedRow())).toBe(before);
  });

  it('saves the edits in one call, as typed', async () => {
    const { app } = await editGrid();
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Client obligations saved');
    expect(storedRow()).toMatchObject({ yearEnd: '09-30' });
    expect(storedRow()?.owes).toContain('nhf');
  });

  it('says in one line that a server without the extension does not keep the grid', async () => {
    answerCall('get', extensionPaths.capabilities, {}, 404);
    await renderApp('/calendar/obligations', { as: 'admin' });
    await screen.findByText(GRID_UNAVAILABLE);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

const VAT = COMPLIANCE_RULES.find((r) => r.id === 'vat')!;

async function typeVersion() {
  const app = await renderApp('/calendar/rules', { as: 'admin' });
  await app.user.click(await screen.findByRole('button', { name: `New version of ${VAT.obligation}` }));
  const form = await screen.findByRole('dialog', { name: 'New version: VAT' });
  const due = within(form).getByLabelText(/^Due, in words/);
  await app.user.clear(due);
  await app.user.type(due, '25th of the following month');
  return { app, form };
}

const vatVersions = () => getDb().complianceRules.filter((r) => r.id === 'vat').length;

describe('compliance rules: a save that fails', () => {
  it.each([500, 'network'] as const)('keeps what was typed and stores nothing on a %s', async (failure) => {
    const { app, form } = await typeVersion();
    failCall('post', extensionPaths.complianceRules, failure);
    await app.user.click(within(form).getByRole('button', { name: 'Save version' }));
    await within(form).findByText(RULE_SAVE_FAILED);
    expect((within(form).getByLabelText(/^Due, in words/) as HTMLInputElement).value).toBe('25th of the following month');
    expect(vatVersions()).toBe(1);
  });

  it('signs the user out on a 401 and stores nothing', async () => {
    const { app, form } = await typeVersion();
    failCall('post', extensionPaths.complianceRules, 401);
    await app.user.click(within(form).getByRole('button', { name: 'Save version' }));
    await waitFor(() => expect(app.location()).toBe(loginAddressFor('/calendar/rules')));
    expect(vatVersions()).toBe(1);
  });

  it('against a server without the extension, the rules screen and the calendar each say so in one line', async () => {
    answerCall('get', extensionPaths.capabilities, {}, 404);
    await renderApp('/calendar/rules', { as: 'admin' });
    await screen.findByText(RULES_UNAVAILABLE);
    expect(screen.queryByRole('button', { name: /^New version of / })).toBeNull();
  });

  it('the calendar says it uses the shipped rules against a server without the extension', async () => {
    answerCall('get', extensionPaths.capabilities, {}, 404);
    await renderApp('/calendar', { as: 'admin' });
    await screen.findByText(SHIPPED_RULES_NOTICE);
  });

  it('the calendar works each period out under the version it falls due under, and says when that version ended', async () => {
    const db = getDb();
    db.complianceRules = withNewVersion(db.complianceRules, {
      ...VAT,
      due: '25th of the following month',
      dueRule: { kind: 'day-of-month', day: 25 },
      effective: '2027-03-01',
    });
    const app = await renderApp('/calendar?month=2027-02', { as: 'admin' });
    const january = await screen.findByRole('listitem', { name: 'VAT January 2027' });
    expect(january.textContent).toContain('due Mon 22 Feb 2027');
    expect(january.textContent).toContain('in effect from Thu 1 Jan 2026 to Sun 28 Feb 2027.');
    await app.user.click(screen.getByRole('button', { name: 'Next month' }));
    const february = await screen.findByRole('listitem', { name: 'VAT February 2027' });
    expect(february.textContent).toContain('due Thu 25 Mar 2027');
    expect(february.textContent).toContain('in effect from Mon 1 Mar 2027.');
  });
});

describe('compliance rules: what each rule says beyond its due day', () => {
  it("shows the development levy's exemption and the pension's assumed pay day beside their rules", async () => {
    await renderApp('/calendar/rules', { as: 'admin' });
    const levy = COMPLIANCE_RULES.find((r) => r.id === 'dev-levy')!;
    const pension = COMPLIANCE_RULES.find((r) => r.id === 'pension')!;
    const levyItem = await screen.findByRole('listitem', { name: levy.obligation });
    expect(within(levyItem).getByText(`Exempt: ${levy.exemption}`)).toBeTruthy();
    const pensionItem = screen.getByRole('listitem', { name: pension.obligation });
    expect(within(pensionItem).getByText(`Assumes: ${pension.assumption}`)).toBeTruthy();
  });
});
