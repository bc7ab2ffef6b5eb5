import { Suspense, lazy } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
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

export function App({ base }: { base?: string }) {
  return (
    <SessionProvider>
      <Router base={base}>
        <Routes />
      </Router>
    </SessionProvider>
  );
}
