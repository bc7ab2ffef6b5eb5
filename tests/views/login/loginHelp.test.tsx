/**
 * The login page's links lead somewhere true: who to ask, and how to write to sales. The help
 * dialogs' model walks every path on its machine and a covering set on the page
 * (docs/decisions/020-every-path-on-its-machine.md).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SALES_EMAIL, salesMailto } from '../../../src/domain/plans';
import { loginHelpMachine, type LoginHelpEvent } from '../../../src/machines/loginHelp.machine';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { describePath, everyAndCovering, type ModelEvent, type ModelPath } from '../../support/paths';
import { testEachPathOnMachine } from '../../support/machineWalk';
import { testEachPath, walkPath } from '../../support/walk';

const TITLES = { forgotPassword: 'Forgot your password?', requestAccess: 'Request access', freeTrial: 'Start a free trial' } as const;
const events: LoginHelpEvent[] = [
  { type: 'help.opened', topic: 'forgotPassword' },
  { type: 'help.opened', topic: 'requestAccess' },
  { type: 'help.opened', topic: 'freeTrial' },
  { type: 'help.closed' },
];
const serialize = (s: { value: unknown }) => JSON.stringify(s.value);
const paths = everyAndCovering(loginHelpMachine, { events: () => events, serialize });
const name = (path: ModelPath<typeof loginHelpMachine>) =>
  describePath(path.steps, (event) => (event.type === 'help.opened' ? String(event.topic) : 'close'));

// Nobody is signed in on the login page, and the dialogs ask the server nothing.
testEachPathOnMachine({ machine: loginHelpMachine, paths: paths.every, coverage: 'loginHelp', look: serialize, as: null, name });

async function execute(event: ModelEvent, app: RenderedApp): Promise<void> {
  if (event.type === 'help.closed') return app.user.keyboard('{Escape}');
  const control =
    event.topic === 'forgotPassword'
      ? screen.getByRole('button', { name: 'Forgot Password?' })
      : event.topic === 'requestAccess'
        ? screen.getByRole('button', { name: 'Request Access' })
        : screen.getByRole('button', { name: 'Start Free Trial — Professional plan' });
  control.focus();
  await app.user.keyboard('{Enter}');
}

describe('login help (generated paths)', () => {
  beforeAll(async () => {
    await import('../../../src/views/login/LoginPage');
  }, 60_000);

  testEachPath({ machine: loginHelpMachine, paths: paths.covering, coverage: 'loginHelp', onScreen: true, name }, async (path) => {
    const app = await renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    await walkPath(
      path,
      (event) => execute(event, app),
      async (state) => {
        if (state.matches('closed')) await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        else await screen.findByRole('dialog', { name: TITLES[state.value as keyof typeof TITLES] });
      },
    );
  });

  it("Forgot Password and Request Access say to ask the firm's administrator", async () => {
    const app = await renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot your password?' });
    expect(forgot.textContent).toContain("reset by your firm's administrator");
    await app.user.click(within(forgot).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await app.user.click(screen.getByRole('button', { name: 'Request Access' }));
    const access = await screen.findByRole('dialog', { name: 'Request access' });
    expect(access.textContent).toContain("Accounts are created by your firm's administrator");
  });

  it('Start Free Trial offers a mail to sales; Contact Sales is one', async () => {
    const app = await renderApp('/login');
    const contact = await screen.findByRole('link', { name: 'Contact Sales — Enterprise plan' });
    expect(contact.getAttribute('href')).toBe(salesMailto('Enterprise', 'sales'));
    expect(contact.getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s?]+\?subject=Enquiry%20about%20the%20Enterprise%20plan$/);
    await app.user.click(screen.getByRole('button', { name: 'Start Free Trial — Professional plan' }));
    const trial = await screen.findByRole('dialog', { name: 'Start a free trial' });
    expect(
      within(trial)
        .getByRole('link', { name: `Email ${SALES_EMAIL}` })
        .getAttribute('href'),
    ).toBe(salesMailto('Professional', 'trial'));
    // No control on the page leads nowhere.
    expect(document.querySelectorAll('a[href="#"], a:not([href])')).toHaveLength(0);
  });
});
