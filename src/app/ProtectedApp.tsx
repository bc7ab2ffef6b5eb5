import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { screenRoutes } from './routes';
import { screenCodeOf } from './screens';
import { RequireAccess } from './RequireAccess';
import { Shell } from '../views/shell/Shell';
import { PageLoading } from '../views/shell/PageLoading';
import { NotFoundPage } from '../views/shell/NotFoundPage';
import { ScreenErrorBoundary } from '../views/shell/ScreenErrorBoundary';

/** Every signed-in route inside the layout (docs/behaviour.md §2); the layout stays mounted between routes. */
export default function ProtectedApp() {
  const [place] = useLocation();
  return (
    <Shell>
      <ScreenErrorBoundary place={place}>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {screenRoutes.map((route) => {
              const { Screen } = screenCodeOf(route);
              return (
                <Route key={route.path} path={route.path}>
                  <RequireAccess route={route}>
                    <Screen />
                  </RequireAccess>
                </Route>
              );
            })}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </ScreenErrorBoundary>
    </Shell>
  );
}
