import { useEffect } from 'react';
import { canAccess, type RoleName } from '../domain/roles';
import { PRODUCT_NAME } from '../views/ui/BrandMark';
import { screenRouteFor } from './routes';

export const SIGN_IN_TITLE = 'Sign in';
export const ACCESS_DENIED_TITLE = 'Access Denied';
export const NOT_FOUND_TITLE = 'Page Not Found';

/**
 * The browser tab's name for an address, from the route table (docs/behaviour.md §2): signed
 * out, every address shows the login page; signed in, the screen's title, Access Denied when the
 * role may not open it, and Page Not Found for an address that opens no screen.
 */
export function pageTitleFor(pathname: string, role: RoleName | null): string {
  if (role === null) return `${SIGN_IN_TITLE} · ${PRODUCT_NAME}`;
  const route = screenRouteFor(pathname);
  const title = !route ? NOT_FOUND_TITLE : canAccess(role, route.access) ? route.title : ACCESS_DENIED_TITLE;
  return `${title} · ${PRODUCT_NAME}`;
}

/**
 * The one place that names the tab (the app's routes call it once): screens never set it, so
 * no effect order decides what the tab says.
 */
export function usePageTitle(pathname: string, role: RoleName | null): void {
  const title = pageTitleFor(pathname, role);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
