/**
 * The fault matrix for saves (docs/decisions/009-call-timeouts-and-retries.md): every write the
 * app makes, failed each way a real server or network fails — 500, no network, no answer in
 * time, 401, a body that is not JSON, and OK with nothing in it — through the real screens.
 * A failed save shows its docs/behaviour.md §8 message, leaves the form open with everything
 * typed still in it and ready to be sent again, and stores nothing; a 401 ends the session on a
 * login page that says so and keeps the page to come back to.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FAULTS, breakCalls, outwaitUnanswered, type Fault } from '../support/faults';
import { onSimulatedTime } from '../support/time';
import { getDb } from '../../mocks/db/store';
import type { Db } from '../../mocks/db/schema';
import { LOGIN_MESSAGES } from '../../src/domain/session';
import { loginAddressFor } from '../../src/domain/signInReturn';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { SAVES, routeOf, timeLimitOf, type Save } from './saves';

/**
 * "OK but empty" for a save: HTTP 200 and an envelope with nothing in it, not even a code. (A
 * save's own success code with `response: null` is a success, since the screens reload after a
 * save rather than read its answer: tests/api/envelopes.test.ts.)
 */
const EMPTY_ANSWER = {};

/**
 * What the user reads in the form (or, for a decision, in the alert dialog they then close),
 * once it says the save failed.
 */
async function failureTold(save: Save, fault: Fault, form: HTMLElement, app: RenderedApp): Promise<string> {
  const failed = typeof save.failed === 'function' ? save.failed(fault) : save.failed;
  if (save.toldInAlertDialog) {
    const told = await screen.findByRole('alertdialog', { name: failed });
    const text = told.textContent ?? '';
    // The user reads it, then closes it with Escape from its focused OK button.
    await waitFor(() => expect(document.activeElement).toBe(within(told).getByRole('button', { name: 'OK' })));
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    return text;
  }
  let text = '';
  await waitFor(() => {
    text = within(form)
      .getAllByRole('alert')
      .map((a) => a.textContent)
      .join(' | ');
    expect(text).toMatch(failed);
  });
  return text;
}

/**
 * The request itself as the network layer words it ("[POST] "http://...": <no response> ..."):
 * a user is told what failed in the product's words, never this
 * (docs/decisions/009-call-timeouts-and-retries.md: a time-out shows the screen's own message).
 */
const REQUEST_LINE = /\[(GET|POST|PUT)\]|https?:\/\/|<no response>|TimeoutError/;

/** The whole mock database as it stands, to compare after a save that failed. */
const snapshotOf = (db: Db): Db => structuredClone(db);

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // A failure told with the browser's own alert would not be in the page; catch it here.
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => vi.unstubAllGlobals());

/**
 * The faults a save meets in turn on one form, first a different one for each save so that
 * every fault also meets a freshly filled form: the 401 last, as it may end the session.
 * A fault after the first is also a retry by the user after a failure, which must fail the same
 * way. Filling a form in once for all six, rather than six times, is most of this file's time
 * (docs/testing.md "What a test costs").
 */
function faultsInTurn(at: number): Fault[] {
  const others = FAULTS.filter((fault) => fault !== '401');
  const first = at % others.length;
  return [...others.slice(first), ...others.slice(0, first), '401'];
}

/** Sends the filled form once with `fault` on its call, and checks what the user is left with. */
async function failOnce(save: Save, fault: Fault, form: HTMLElement, app: RenderedApp): Promise<void> {
  const address = app.location();
  const before = snapshotOf(getDb());
  const calls = breakCalls(save.method, save.path, fault, EMPTY_ANSWER);
  const { sent } = calls;
  await app.user.click(save.send());
  if (fault === 'timeout') await outwaitUnanswered(calls, 1, timeLimitOf(save));

  if (fault === '401' && save.sessionCall) {
    await waitFor(() => expect(app.location()).toBe(loginAddressFor(address)));
    const notice = await screen.findByText(LOGIN_MESSAGES.sessionEnded);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(localStorage.getItem('workflow_token')).toBeNull();
    expect(sent()).toBe(1);
    expect(getDb()).toEqual(before);
    return;
  }

  // The call was sent before the failure is read, so what is read is this call's failure.
  await waitFor(() => expect(sent()).toBe(1));
  const told = await failureTold(save, fault, form, app);
  expect(told).not.toMatch(REQUEST_LINE);
  // Still open, still on the page, still signed in, and what was typed is all there.
  expect(form.isConnected).toBe(true);
  expect(app.location()).toBe(address);
  expect(localStorage.getItem('workflow_token')).not.toBeNull();
  save.kept(form);
  // It can be sent again by the user, and was not sent again by itself: a save that got no
  // answer may have been stored, and a second one could store it twice.
  await waitFor(() => expect(save.send()).toHaveProperty('disabled', false));
  expect(sent()).toBe(1);
  // Nothing half-written.
  expect(getDb()).toEqual(before);
  expect(alert).not.toHaveBeenCalled();
}

const cases = SAVES.map((save, at) => [save.name, faultsInTurn(at), save] as const);

describe(`save fault matrix: ${SAVES.length} saves x ${FAULTS.length} faults = ${SAVES.length * FAULTS.length} cases`, () => {
  it.for(cases)('%s: %s, in turn', { timeout: 60_000 }, async ([, faults, save]) => {
    // "No answer in time" waits out the real limit, on simulated time.
    onSimulatedTime();
    const app = await renderApp(routeOf(save), { as: save.as });
    const form = await save.fill(app);
    for (const fault of faults) await failOnce(save, fault, form, app);
  });
});
