import type { BadgeTone } from './tones';

export type RoleName = 'Super Admin' | 'Admin' | 'Staff';

/** Numeric user types (docs/design.md §4). */
export const USER_TYPE = { staff: 1, admin: 2, superAdmin: 3 } as const;

/** Admins and Super Admins: they run the admin areas and review (docs/decisions/006-reviewers-are-admins.md). */
export function isAdminType(userType: number): boolean {
  return userType === USER_TYPE.admin || userType === USER_TYPE.superAdmin;
}

const ROLE_BY_TYPE: Record<number, RoleName> = {
  [USER_TYPE.staff]: 'Staff',
  [USER_TYPE.admin]: 'Admin',
  [USER_TYPE.superAdmin]: 'Super Admin',
};

/** The role of a user record; Staff when none is known (docs/behaviour.md §6). */
export function roleOf(user: { userType?: number | null; userTypeName?: string | null } | null | undefined): RoleName {
  if (!user) return 'Staff';
  const byType = user.userType != null ? ROLE_BY_TYPE[user.userType] : undefined;
  if (byType) return byType;
  const name = user.userTypeName?.trim().toLowerCase();
  if (name === 'super admin' || name === 'superadmin') return 'Super Admin';
  if (name === 'admin') return 'Admin';
  return 'Staff';
}

/** docs/behaviour.md §6 role badges: Super Admin danger, Admin warning, Staff primary, others secondary. */
export function roleTone(role: string): BadgeTone {
  switch (role) {
    case 'Super Admin':
      return 'danger';
    case 'Admin':
      return 'warning';
    case 'Staff':
      return 'primary';
    default:
      return 'secondary';
  }
}

export type Access = 'public' | 'signedIn' | 'admin';

/** docs/behaviour.md §6: the admin areas are for Admin and Super Admin; Super Admin always passes. */
export function canAccess(role: RoleName, access: Access): boolean {
  if (role === 'Super Admin') return true;
  if (access === 'admin') return role === 'Admin';
  return true;
}

export function isAdminRole(role: RoleName): boolean {
  return role === 'Admin' || role === 'Super Admin';
}
