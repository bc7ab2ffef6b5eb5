/**
 * Stopping the wait (docs/decisions/009-call-timeouts-and-retries.md): for every save made from
 * a modal, a call that does not answer can be given up with the modal's Cancel. The call is
 * aborted, the modal stays with everything typed and says the change may still have been made,
 * nothing is sent again by itself, and the form can be sent again.
 */
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { getDb } from '../../mocks/db/store';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { SAVES, routeOf, type Save } from './saves';

const STOPPED = 'Stopped waiting for the answer. The change may still have been made; check before trying again.';

/** Every call of the save waits for an answer that never comes; tells how many came and were aborted. */
function stallSave(save: Save): { sent: () => number; aborted: () => number } {
  let sent = 0;
  let aborted = 0;
  server.use(
    http[save.method](`*${save.path}`, async ({ request }) => {
      sent += 1;
      await new Promise<void>((gone) =>
        request.signal.addEventListener('abort', () => {
          aborted += 1;
          gone();
        }),
      );
      return HttpResponse.error();
    }),
  );
  return { sent: () => sent, aborted: () => aborted };
}

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => vi.unstubAllGlobals());

/** The Assign screen is a page, not a modal: leaving the page is how its wait is given up. */
const fromModals = SAVES.filter((save) => save.name !== 'assign task');

describe(`stopping the wait: ${fromModals.length} saves made from a modal`, () => {
  it.each(fromModals.map((save) => [save.name, save] as const))(
    '%s',
    async (_name, save) => {
      const app: RenderedApp = { ...(await renderApp(routeOf(save), { as: save.as })), user: userEvent.setup({ delay: null }) };
      const form = await save.fill(app);
      const before = structuredClone(getDb());
      const call = stallSave(save);
      await app.user.click(save.send());
      await waitFor(() => expect(call.sent()).toBe(1));

      await app.user.click(within(form).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(call.aborted()).toBe(1));
      if (save.toldInAlertDialog) {
        const told = await screen.findByRole('alertdialog', { name: STOPPED });
        await app.user.click(within(told).getByRole('button', { name: 'OK' }));
      } else {
        await waitFor(() =>
          expect(
            within(form)
              .getAllByRole('alert')
              .map((a) => a.textContent),
          ).toContain(STOPPED),
        );
      }
      expect(form.isConnected).toBe(true);
      save.kept(form);
      await waitFor(() => expect(save.send()).toHaveProperty('disabled', false));
      expect(call.sent()).toBe(1);
      expect(getDb()).toEqual(before);
      expect(alert).not.toHaveBeenCalled();

      // Cancel once more closes the modal as usual.
      await app.user.click(within(form).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(form.isConnected).toBe(false));
    },
    30_000,
  );
});
