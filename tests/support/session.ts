import { fetchProfile, login } from '../../src/api/auth';
import { writeStoredSession } from '../../src/api/sessionStore';
import type { StoredUser } from '../../src/api/types';
import { withProfile } from '../../src/domain/session';

export type DemoRole = 'superadmin' | 'admin' | 'staff' | 'staff2';

export const DEMO_PASSWORD = 'demo1234';

export function demoEmail(role: DemoRole): string {
  return `${role}@example.com`;
}

/**
 * Signs in through the mock backend's real login and stores the session as the app does,
 * so a screen test starts signed in with a token the backend accepts.
 */
export async function signInAs(role: DemoRole): Promise<StoredUser> {
  const answer = await login({ email: demoEmail(role), password: DEMO_PASSWORD });
  if (answer.responseCode !== 'OK' || !answer.response) throw new Error(`demo login failed for ${role}`);
  const base: StoredUser = { ...answer.response };
  writeStoredSession(base);
  const user = withProfile(base, await fetchProfile(base.id));
  writeStoredSession(user);
  return user;
}
