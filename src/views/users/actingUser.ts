import { useCurrentUser } from '../../app/SessionProvider';
import { userTypeOf, type RoleHolder } from '../../domain/roles';

/** The signed-in user as the role rules see them (docs/behaviour.md §6). */
export function useActingUser(): RoleHolder {
  const { user, role } = useCurrentUser();
  return { id: user.id, userType: userTypeOf(role) };
}
