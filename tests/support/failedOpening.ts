/**
 * A screen opened while the read it starts with fails or is refused: it says so, or, when the
 * server refuses the session (a 401), the app signs the user out rather than showing the screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { loginAddressFor } from '../../src/domain/signInReturn';
import { renderApp, type RenderedApp } from './renderApp';
import { answerCall, failCall, type Failure } from './server';
import type { DemoRole } from './session';

/** Opening `address` as `role` with `read` failing (`failure`) shows `message` in an alert. */
export async function expectOpeningAlerts(
  address: string,
  role: DemoRole,
  read: string,
  failure: Failure,
  message: string,
): Promise<{ app: RenderedApp; alert: HTMLElement }> {
  failCall('get', read, failure);
  const app = await renderApp(address, { as: role });
  const alert = await screen.findByRole('alert');
  within(alert).getByText(message);
  return { app, alert };
}

/** Opening `address` as `role` with the server answering `read` by `refusal` shows `message`. */
export async function expectOpeningShowsRefusal(
  address: string,
  role: DemoRole,
  read: string,
  refusal: unknown,
  message: string,
): Promise<void> {
  answerCall('get', read, refusal);
  await renderApp(address, { as: role });
  await screen.findByText(message);
}

/** Opening `address` as `role` with `read` refused goes to the login page, which is to bring the user back to `address`. */
export async function expectOpeningSignsOut(address: string, role: DemoRole, read: string): Promise<void> {
  failCall('get', read, 401);
  const app = await renderApp(address, { as: role });
  await waitFor(() => expect(app.location()).toBe(loginAddressFor(address)));
}

/**
 * Opening `address` as `role` with `read` refused ends the session: the sign-in form shows. The
 * layout may already be gone when the read answers, so the screen is looked at, not the harness.
 */
export async function expectOpeningEndsSession(address: string, role: DemoRole, read: string): Promise<void> {
  failCall('get', read, 401);
  void renderApp(address, { as: role }).catch(() => undefined);
  await screen.findByRole('button', { name: 'Sign In' });
}
