import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DEMO_PASSWORD, demoEmail, type DemoRole } from './session';

/** Signs in on the login page as the user does: the demo account of `role`, its password, then Sign In. */
export async function signInOnTheLoginPage(user: UserEvent, role: DemoRole): Promise<void> {
  await user.type(await screen.findByLabelText('Email address'), demoEmail(role));
  await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}
