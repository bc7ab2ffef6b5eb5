import { Suspense, lazy } from 'react';
import { Redirect, Route, Router, Switch, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { useSelector } from '@xstate/react';
import { AddressProvider, type AddressPort } from './address';
import { SessionProvider, useSession } from './SessionProvider';
import { LOGIN_REDIRECT, screenRouteFor } from './routes';
import { readStoredSession } from '../api/sessionStore';
import { PageLoading } from '../views/shell/PageLoading';

const loadLoginPage = () => import('../views/login/LoginPage');
const loadProtectedApp = () => import('./ProtectedApp');
const LoginPage = lazy(loadLoginPage);
const ProtectedApp = lazy(loadProtectedApp);

/**
 * Starts fetching the code the address opens, so it arrives while the app starts (in mock
 * mode, while the backend is seeded) rather than one chunk after another once it has.
 */
export function preloadScreensFor(pathname: string): void {
  const screen = screenRouteFor(pathname);
  // A failure is left to the screen's own load, which shows it; here it would only be noise.
  const quietly = (load: Promise<unknown>) => void load.catch(() => {});
  if (screen && readStoredSession()) {
    quietly(loadProtectedApp());
    quietly(screen.load());
  } else if (!screen) {
    quietly(loadLoginPage());
  }
}

/** Spec §2 guards: the login screen is for signed-out users; everything else needs a session. */
function Routes() {
  const session = useSession();
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/login">{signedIn ? <Redirect to={LOGIN_REDIRECT} replace /> : <LoginPage />}</Route>
        <Route path="/">{signedIn ? <Redirect to={LOGIN_REDIRECT} replace /> : <LoginPage />}</Route>
        <Route>{signedIn ? <ProtectedApp /> : <Redirect to="/login" replace />}</Route>
      </Switch>
    </Suspense>
  );
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
