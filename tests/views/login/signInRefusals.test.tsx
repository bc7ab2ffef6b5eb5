/** The sign-in form shows the server's throttle and locked answers as the user sees them (docs/behaviour.md §8). */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../../../src/domain/session';
import { ACCOUNT_FAILURE_LIMIT } from '../../../mocks/db/signInThrottle';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { DEMO_PASSWORD } from '../../support/session';

async function signIn(app: RenderedApp, email: string, password: string): Promise<void> {
  const emailField = await screen.findByLabelText('Email address');
  await app.user.clear(emailField);
  await app.user.type(emailField, email);
  const passwordField = screen.getByLabelText('Password');
  await app.user.clear(passwordField);
  await app.user.type(passwordField, password);
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in refusals', () => {
  beforeAll(async () => {
    await import('../../../src/views/login/LoginPage');
  }, 60_000);

  it('after too many wrong passwords the right one is held, and the form says for how long', async () => {
    const app = await renderApp('/login');
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      await signIn(app, 'staff@example.com', `wrong-${i}`);
      expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    }
    await signIn(app, 'staff@example.com', DEMO_PASSWORD);
    expect(await screen.findByText('Too many failed sign-ins. Try again in 15 minutes.')).toBeTruthy();
    expect(app.location()).toBe('/login');
  });

  it('a locked account is warned the same with a wrong password as with the right one', async () => {
    const app = await renderApp('/login');
    for (const password of ['wrong-password', DEMO_PASSWORD]) {
      await signIn(app, 'locked@example.com', password);
      expect(await screen.findByText(LOGIN_MESSAGES.locked)).toBeTruthy();
    }
    expect(app.location()).toBe('/login');
  });
});
