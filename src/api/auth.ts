import { publicRequest, readToken, request } from './client';
import { signOutUnderway } from './sessionEnded';
import { OK, RECORD, unwrap } from './envelope';
import { paths } from './paths';
import type { Envelope, LoginRequest, LoginResponse, User } from './types';

/**
 * Signs in. The envelope comes back as is: the session tells OK, LOCKED and refusals apart
 * and shows their own messages (docs/behaviour.md §8 Login).
 */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return publicRequest<LoginResponse>(paths.login, {
    method: 'POST',
    body: { email: credentials.email, password: credentials.password },
  });
}

/** The signed-in user's display data (name, role, position, photo). */
export async function fetchProfile(userId: number, signal?: AbortSignal): Promise<User> {
  const envelope = await request<Envelope<User>>(paths.user(userId), { signal });
  return unwrap(envelope, OK, 'User data not found', RECORD);
}

/**
 * Tells the server the session is over, so the token stops working (docs/design.md §3 "Auth").
 * Signing out goes on whatever the answer: a failed call leaves nothing for the user to do.
 * From the moment it is sent, a 401 for this token is the sign-out itself (signOutUnderway).
 */
export async function logout(signal?: AbortSignal): Promise<void> {
  signOutUnderway(readToken());
  try {
    await request<Envelope<null>>(paths.logout, { method: 'POST', signal });
  } catch {
    // Given up before it ended, the user stays signed in, and a 401 ends the session again.
    if (signal?.aborted) signOutUnderway(null);
    // Otherwise the token is dropped from this browser anyway; a server that missed the call lets it lapse.
  }
}
