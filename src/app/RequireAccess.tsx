import type { ReactNode } from 'react';
import { useCurrentUser } from './SessionProvider';
import type { ScreenRoute } from './routes';
import { canAccess } from '../domain/roles';
import { AccessDenied } from '../views/shell/AccessDenied';

/** docs/behaviour.md §6: a role without access sees Access Denied; Super Admin always passes. */
export function RequireAccess({ route, children }: { route: ScreenRoute; children: ReactNode }) {
  const { role } = useCurrentUser();
  const allowed = canAccess(role, route.access);
  if (!allowed) return <AccessDenied role={role} requiredAccess={route.requiredAccess} />;
  return <>{children}</>;
}
