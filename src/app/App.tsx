import { Suspense } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useSearch, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { useSelector } from '@xstate/react';
import { AddressProvider, type AddressPort } from './address';
import { SessionProvider, useSession } from './SessionProvider';
import { screenRouteFor } from './routes';
import { prefetchScreenCode } from './screenCode';
import { usePageTitle } from './pageTitle';
import { preloadable } from './preloadable';
import { HOME_PATH, LOGIN_PATH, afterSignInPath, loginAddressFor } from '../domain/signInReturn';
import { canAccess, roleOf } from '../domain/roles';
import { readStoredSession } from '../api/sessionStore';
import { PageLoading } from '../views/shell/PageLoading';
import { ScreenErrorBoundary } from '../views/shell/ScreenErrorBoundary';

const loginPage = preloadable(() => import('../views/login/LoginPage'));
// Someone is signed in once the layout's code is wanted: the screens' files follow while the
// browser is idle, fetched but not run, so the screen being opened keeps the main thread
// (docs/decisions/081-screen-code-fetched-not-run.md).
const protectedApp = preloadable(() => import('./ProtectedApp').finally(prefetchScreenCode));
const LoginPage = loginPage.Component;
const ProtectedApp = protectedApp.Component;

/**
 * Fetches the code the address opens, so it arrives while the app starts (in mock mode, while
 * the backend is seeded) rather than one chunk after another once it has. Settles once it has
 * arrived, or failed: a failure is left to the screen's own load, which shows it.
 */
export function preloadScreensFor(pathname: string): Promise<void> {
  // Signed out, every address shows the login page; signed in, the layout and the screen, if any,
  // whose code is the layout's to bring (src/app/screens.ts): asked for beside it, not after it.
  const loads = readStoredSession()
    ? [protectedApp.load(), import('./screens').then(({ screenCodeFor }) => screenCodeFor(pathname)?.load())]
    : [loginPage.load()];
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The guards of docs/behaviour.md §2: the login screen is for signed-out users; everything
 * else needs a session. A signed-out visit keeps the page asked for, and sign-in returns to it
 * when the user may open it; after their own Sign Out a user starts afresh.
 */
function Routes() {
  const session = useSession();
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));
  const user = useSelector(session, (s) => s.context.user);
  const signedOutOnPurpose = useSelector(session, (s) => s.context.signedOutOnPurpose);
  const [location] = useLocation();
  const search = useSearch();
  const afterSignIn = afterSignInPath(search, user ? mayOpenAs(roleOf(user)) : () => false);
  const here = search ? `${location}?${search}` : location;
  usePageTitle(location, signedIn && user ? roleOf(user) : null);
  // The outer boundary catches what the layout itself fails to draw; each screen has its own.
  return (
    <ScreenErrorBoundary place={location}>
      <Suspense fallback={<PageLoading />}>
        {signedIn ? (
          <Switch>
            <Route path="/login">
              <Redirect to={afterSignIn} replace />
            </Route>
            <Route path="/">
              <Redirect to={HOME_PATH} replace />
            </Route>
            <Route>
              <ProtectedApp />
            </Route>
          </Switch>
        ) : (
          <>
            {/* Drawn while the address is corrected, not after: no frame shows neither page (docs/decisions/108-the-login-page-drawn-before-its-code.md). */}
            {location !== '/login' && location !== '/' && <Redirect to={signedOutOnPurpose ? LOGIN_PATH : loginAddressFor(here)} replace />}
            <LoginPage />
          </>
        )}
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** Whether a user of this role may open the screen at `path` (a known screen they have access to). */
function mayOpenAs(role: ReturnType<typeof roleOf>) {
  return (path: string) => {
    const screen = screenRouteFor(new URL(path, 'http://app.invalid').pathname);
    return screen !== undefined && canAccess(role, screen.access);
  };
}

export interface AppProps {
  /** Another location source than the address bar (tests use an in-memory one). */
  location?: { hook: BaseLocationHook; searchHook?: BaseSearchHook };
  /** The same location as lists read and write it (docs/design.md §1); the browser's by default. */
  address?: AddressPort;
}

export function App({ location, address }: AppProps) {
  return (
    <SessionProvider>
      <AddressProvider address={address}>
        <Router hook={location?.hook} searchHook={location?.searchHook}>
          <Routes />
        </Router>
      </AddressProvider>
    </SessionProvider>
  );
}
