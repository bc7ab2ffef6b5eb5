import type { LoginResponse, LoginResult, StoredUser, User } from '../api/types';
import { check } from './schemas/parse';
import { MISSING_CREDENTIALS, loginSchema } from './schemas/session';

/** docs/behaviour.md §8 login messages, word for word. */
export const LOGIN_MESSAGES = {
  missingFields: MISSING_CREDENTIALS,
  locked: 'Your account has been locked. Please contact an administrator to unlock your account.',
  lockedStoredUser: 'Your account has been locked. Please contact an administrator.',
  refused: 'Login failed. Please check your credentials.',
  exception: 'Login failed. Please check your credentials and try again.',
  /** The server no longer knows the token, or it was signed out in another tab (docs/behaviour.md §2). */
  sessionEnded: 'Your session has ended, sign in again',
} as const;

export type LoginOutcome = { kind: 'signedIn'; user: LoginResult } | { kind: 'locked' } | { kind: 'refused'; message: string };

/** Reads the login answer: OK signs in, LOCKED (or a locked account) is refused with a warning. */
export function loginOutcome(answer: LoginResponse): LoginOutcome {
  const code = String(answer.responseCode).toUpperCase();
  if (code === 'LOCKED' || (code === 'OK' && answer.response?.isLocked)) return { kind: 'locked' };
  if (code === 'OK' && answer.response?.token) return { kind: 'signedIn', user: answer.response };
  return { kind: 'refused', message: answer.responseDescription?.trim() || LOGIN_MESSAGES.refused };
}

/** The sign-in form's check is the server's own (src/domain/schemas/session.ts). */
export function credentialsMissing(email: string, password: string): boolean {
  return !check(loginSchema, { email, password }).success;
}

/** The stored login record completed with the profile's display fields. */
export function withProfile(user: StoredUser, profile: User): StoredUser {
  return {
    ...user,
    firstName: profile.firstName,
    lastName: profile.lastName,
    userType: profile.userType ?? profile.userTypeId,
    userTypeName: profile.userTypeName,
    position: profile.positionName,
    imageUrl: profile.imageUrl,
  };
}

export function fullNameOf(user: Pick<StoredUser, 'firstName' | 'lastName'> | null): string {
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
}
