import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { screenRoutes } from './routes';
import { RequireAccess } from './RequireAccess';
import { Shell } from '../views/shell/Shell';
import { PageLoading } from '../views/shell/PageLoading';
import { NotFoundPage } from '../views/shell/NotFoundPage';

/** Every signed-in route inside the layout (docs/behaviour.md §2); the layout stays mounted between routes. */
export default function ProtectedApp() {
  return (
    <Shell>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {screenRoutes.map((route) => (
            <Route key={route.path} path={route.path}>
              <RequireAccess route={route}>
                <route.Screen />
              </RequireAccess>
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </Shell>
  );
}
