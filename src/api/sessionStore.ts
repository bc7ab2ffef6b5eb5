import { TOKEN_KEY, USER_KEY } from './storageKeys';
import type { StoredUser } from './types';

/** The session lives in local storage under the spec's two keys (docs/behaviour.md §4). */
export function readStoredSession(): StoredUser | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user: unknown = JSON.parse(raw);
    return isStoredUser(user) ? { ...user, token } : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(user: StoredUser): void {
  localStorage.setItem(TOKEN_KEY, user.token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/**
 * Calls `ended` when another tab of this app signs out (the stored token is removed there);
 * returns the function that stops listening.
 */
export function watchSignOutElsewhere(ended: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if ((event.key === TOKEN_KEY || event.key === null) && !localStorage.getItem(TOKEN_KEY)) ended();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function isStoredUser(value: unknown): value is StoredUser {
  return typeof value === 'object' && value !== null && 'id' in value && 'email' in value;
}

/** Remember me keeps the email for the next sign-in on this device. */
const REMEMBERED_EMAIL_KEY = 'workflow_remembered_email';

export function rememberedEmail(): string {
  try {
    return localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string): void {
  localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
}

export function forgetEmail(): void {
  localStorage.removeItem(REMEMBERED_EMAIL_KEY);
}
