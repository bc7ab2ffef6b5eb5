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

/* ---------- who may manage whom (docs/behaviour.md §6, docs/decisions/006-reviewers-are-admins.md) ---------- */

/** A user as the role rules see them: who they are and their numeric user type. */
export interface RoleHolder {
  id: number;
  userType: number;
}

/** The user type of a role, so a role read from the session can be compared with user records. */
export function userTypeOf(role: RoleName): number {
  if (role === 'Super Admin') return USER_TYPE.superAdmin;
  return role === 'Admin' ? USER_TYPE.admin : USER_TYPE.staff;
}

/** Refusals of the role rules; the server words them, the screens avoid them. */
export const ROLE_RULE_MESSAGES = {
  grantSuperAdmin: 'Only a Super Admin can make someone a Super Admin.',
  touchSuperAdmin: "Only a Super Admin can change a Super Admin's account.",
  ownRole: 'You cannot change your own role.',
} as const;

export type RoleRefusal = keyof typeof ROLE_RULE_MESSAGES;

const isSuperAdminType = (userType: number): boolean => userType === USER_TYPE.superAdmin;

/** Only a Super Admin edits, locks, unlocks, deactivates or deletes a Super Admin's account. */
export function mayManage(actor: RoleHolder, target: RoleHolder): boolean {
  return !isSuperAdminType(target.userType) || isSuperAdminType(actor.userType);
}

/** Only a Super Admin makes someone a Super Admin. */
export function mayGrant(actor: RoleHolder, userType: number): boolean {
  return !isSuperAdminType(userType) || isSuperAdminType(actor.userType);
}

/** Nobody changes their own role; anyone they may manage, they may give another role. */
export function mayChangeRoleOf(actor: RoleHolder, target: RoleHolder): boolean {
  return actor.id !== target.id && mayManage(actor, target);
}

/**
 * The user types, out of `userTypes`, that `actor` may choose for `target` (null when creating
 * a user): only the current one on their own record, none on an account they may not manage.
 */
export function rolesOfferedTo(actor: RoleHolder, target: RoleHolder | null, userTypes: readonly number[]): number[] {
  if (target && !mayManage(actor, target)) return [];
  if (target && !mayChangeRoleOf(actor, target)) return userTypes.filter((type) => type === target.userType);
  return userTypes.filter((type) => mayGrant(actor, type));
}

/**
 * Why the server refuses `actor` saving `userType` on `target` (null when creating), or acting
 * on `target`'s account (`userType` null); null when the role rules allow it. Checked in this
 * order, so the first broken rule is the one named.
 */
export function roleRefusal(actor: RoleHolder, target: RoleHolder | null, userType: number | null): RoleRefusal | null {
  if (target && !mayManage(actor, target)) return 'touchSuperAdmin';
  if (target && userType !== null && userType !== target.userType && !mayChangeRoleOf(actor, target)) return 'ownRole';
  if (userType !== null && !mayGrant(actor, userType)) return 'grantSuperAdmin';
  return null;
}
