import { Suspense, lazy } from 'react';
import { Redirect, Route, Router, Switch, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { useSelector } from '@xstate/react';
import { SessionProvider, useSession } from './SessionProvider';
import { LOGIN_REDIRECT } from './routes';
import { PageLoading } from '../views/shell/PageLoading';

const LoginPage = lazy(() => import('../views/login/LoginPage'));
const ProtectedApp = lazy(() => import('./ProtectedApp'));

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
}

export function App({ location }: AppProps) {
  return (
    <SessionProvider>
      <Router hook={location?.hook} searchHook={location?.searchHook}>
        <Routes />
      </Router>
    </SessionProvider>
  );
}
