/**
 * Where sign-in returns to (docs/behaviour.md §2 "Signed out and opening a protected route"):
 * the page that was asked for rides along in the login address as `next`, and only a path of
 * this app is ever followed, never another site.
 */

export const LOGIN_PATH = '/login';
const NEXT = 'next';
/** Where a sign-in goes when nothing else was asked for. */
export const HOME_PATH = '/dashboard';

/** A path and query of this app (`/jobs/62`, `/jobs?page=2`), or null for anything else. */
export function ownPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}`;
  return url.pathname === '/' || url.pathname === LOGIN_PATH ? null : path;
}

/** The login address for a signed-out visit to `pathAndSearch`; home needs no `next`. */
export function loginAddressFor(pathAndSearch: string): string {
  const path = ownPath(pathAndSearch);
  if (!path || path === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [NEXT]: path }).toString()}`;
}

/** The page the login address asks to return to (its query, with or without `?`), if any. */
export function returnPathFrom(loginSearch: string): string | null {
  return ownPath(new URLSearchParams(loginSearch).get(NEXT));
}

/**
 * Where a sign-in from the login address `loginSearch` lands: the page it asked for when the
 * user may open it (`mayOpen`), home otherwise.
 */
export function afterSignInPath(loginSearch: string, mayOpen: (path: string) => boolean): string {
  const asked = returnPathFrom(loginSearch);
  return asked && mayOpen(asked) ? asked : HOME_PATH;
}
