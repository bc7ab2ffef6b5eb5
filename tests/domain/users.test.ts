import { describe, expect, it } from 'vitest';
import type { User } from '../../src/api/types';
import {
  USER_TYPE,
  mayChangeRoleOf,
  mayGrant,
  mayManage,
  roleRefusal,
  rolesOfferedTo,
  userTypeOf,
  type RoleHolder,
  type RoleRefusal,
} from '../../src/domain/roles';
import {
  MAX_PHOTO_BYTES,
  PLACEHOLDER_PHOTO_URL,
  emptyUserValues,
  isUserActive,
  normaliseUserValues,
  photoError,
  roleHolderOf,
  userFullName,
  userToValues,
  validateUser,
  type UserFormValues,
  userStatus,
  USER_STATUS_TONE,
} from '../../src/domain/users';
import { itKeepsTheFormRules } from './formRules';

const good: UserFormValues = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@firm.ng',
  phoneNumber: '+234 803 123 4567',
  userType: '1',
  jobTypeId: '2',
  positionId: '3',
  imageUrl: '',
  handoverReviewerId: '',
};

const user: User = {
  id: 9,
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@firm.ng',
  phoneNumber: '+234 803 123 4567',
  userType: 1,
  userTypeId: 1,
  userTypeName: 'Staff',
  jobType: 'Payroll',
  jobTypeId: 2,
  positionId: 3,
  positionName: 'Senior Accountant',
  imageUrl: '',
  status: 1,
  active: 1,
  isLocked: false,
  dateRegistered: '2026-01-01T00:00:00Z',
};

describe('user form rules (docs/behaviour.md §5)', () => {
  itKeepsTheFormRules({
    validate: validateUser,
    complete: good,
    blank: emptyUserValues,
    required: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email address is required',
      phoneNumber: 'Phone number is required',
      userType: 'User type is required',
      jobTypeId: 'Job type is required',
      positionId: 'Position is required',
    },
    badValues: [
      ['firstName', ' A ', 'First name must be at least 2 characters'],
      ['lastName', 'B', 'Last name must be at least 2 characters'],
      ['email', 'ada.firm.ng', 'Please enter a valid email address'],
      ['phoneNumber', '0803/123', 'Please enter a valid phone number'],
      ['phoneNumber', '123', 'Enter a Nigerian phone number: 0 and 10 digits, or +234 and 10 digits'],
    ],
  });

  it('sends names trimmed, the email lower-cased and the pickers as numbers', () => {
    expect(normaliseUserValues({ ...good, firstName: ' Ada ', email: ' ADA@Firm.ng', phoneNumber: ' 0803 ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@firm.ng',
      phoneNumber: '0803',
      userType: 1,
      jobTypeId: 2,
      positionId: 3,
      imageUrl: '',
    });
  });

  it('prefills the form from a user', () => {
    expect(userToValues(user)).toEqual(good);
    expect(userToValues({ ...user, userType: 0, userTypeId: 2, positionId: 0 })).toMatchObject({ userType: '2', positionId: '' });
  });
});

describe('photo rule (docs/behaviour.md §5)', () => {
  it('accepts an image under 5MB', () => expect(photoError({ type: 'image/png', size: MAX_PHOTO_BYTES - 1 })).toBeNull());
  it('refuses anything that is not an image', () => {
    expect(photoError({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image file');
  });
  it('refuses 5MB and more', () => {
    expect(photoError({ type: 'image/jpeg', size: MAX_PHOTO_BYTES })).toBe('Image size should be less than 5MB');
  });
  it('has a placeholder picture to fall back on', () => expect(PLACEHOLDER_PHOTO_URL).toMatch(/^data:image\/svg\+xml,/));
});

describe('status and names', () => {
  it('reads 1 as active', () => {
    expect(isUserActive(user)).toBe(true);
    expect(isUserActive({ status: 0, active: 0 })).toBe(false);
  });
  it('joins first and last name', () => expect(userFullName(user)).toBe('Ada Obi'));
});

describe('who may manage whom (docs/behaviour.md §6)', () => {
  const { staff, admin, superAdmin } = USER_TYPE;
  const ALL_TYPES = [staff, admin, superAdmin];
  const superAdminMe: RoleHolder = { id: 1, userType: superAdmin };
  const adminMe: RoleHolder = { id: 2, userType: admin };
  const staffMe: RoleHolder = { id: 3, userType: staff };
  const otherSuperAdmin: RoleHolder = { id: 11, userType: superAdmin };
  const otherAdmin: RoleHolder = { id: 12, userType: admin };
  const otherStaff: RoleHolder = { id: 13, userType: staff };

  // actor, target, may manage (edit / lock / unlock / deactivate / delete), user types offered (null target: creating)
  it.each<[string, RoleHolder, RoleHolder | null, boolean | null, number[]]>([
    ['Super Admin creating', superAdminMe, null, null, [staff, admin, superAdmin]],
    ['Super Admin on another Super Admin', superAdminMe, otherSuperAdmin, true, [staff, admin, superAdmin]],
    ['Super Admin on an Admin', superAdminMe, otherAdmin, true, [staff, admin, superAdmin]],
    ['Super Admin on Staff', superAdminMe, otherStaff, true, [staff, admin, superAdmin]],
    ['Super Admin on themselves', superAdminMe, superAdminMe, true, [superAdmin]],
    ['Admin creating', adminMe, null, null, [staff, admin]],
    ['Admin on a Super Admin', adminMe, otherSuperAdmin, false, []],
    ['Admin on another Admin', adminMe, otherAdmin, true, [staff, admin]],
    ['Admin on Staff', adminMe, otherStaff, true, [staff, admin]],
    ['Admin on themselves', adminMe, adminMe, true, [admin]],
  ])('%s: manages %s, is offered %j', (_case, actor, target, manages, offered) => {
    if (target) expect(mayManage(actor, target)).toBe(manages);
    expect(rolesOfferedTo(actor, target, ALL_TYPES)).toEqual(offered);
  });

  it('only a Super Admin grants Super Admin', () => {
    expect(ALL_TYPES.map((type) => mayGrant(superAdminMe, type))).toEqual([true, true, true]);
    expect(ALL_TYPES.map((type) => mayGrant(adminMe, type))).toEqual([true, true, false]);
    expect(ALL_TYPES.map((type) => mayGrant(staffMe, type))).toEqual([true, true, false]);
  });

  it('nobody changes their own role, nor the role of an account they may not manage', () => {
    expect(mayChangeRoleOf(superAdminMe, superAdminMe)).toBe(false);
    expect(mayChangeRoleOf(adminMe, adminMe)).toBe(false);
    expect(mayChangeRoleOf(adminMe, otherSuperAdmin)).toBe(false);
    expect(mayChangeRoleOf(adminMe, otherStaff)).toBe(true);
    expect(mayChangeRoleOf(superAdminMe, otherSuperAdmin)).toBe(true);
  });

  // The server's refusals (mocks/handlers/users.ts), first broken rule named; a null user type is a lock/unlock/deactivate/delete.
  it.each<[string, RoleHolder, RoleHolder | null, number | null, RoleRefusal | null]>([
    ['Admin creates a Super Admin', adminMe, null, superAdmin, 'grantSuperAdmin'],
    ['Admin creates an Admin', adminMe, null, admin, null],
    ['Admin makes Staff a Super Admin', adminMe, otherStaff, superAdmin, 'grantSuperAdmin'],
    ['Admin makes Staff an Admin', adminMe, otherStaff, admin, null],
    ['Admin edits a Super Admin', adminMe, otherSuperAdmin, superAdmin, 'touchSuperAdmin'],
    ['Admin demotes a Super Admin', adminMe, otherSuperAdmin, staff, 'touchSuperAdmin'],
    ['Admin locks a Super Admin', adminMe, otherSuperAdmin, null, 'touchSuperAdmin'],
    ['Admin makes themselves Super Admin', adminMe, adminMe, superAdmin, 'ownRole'],
    ['Admin makes themselves Staff', adminMe, adminMe, staff, 'ownRole'],
    ['Admin saves their own record, role unchanged', adminMe, adminMe, admin, null],
    ['Super Admin makes themselves Staff', superAdminMe, superAdminMe, staff, 'ownRole'],
    ['Super Admin saves their own record, role unchanged', superAdminMe, superAdminMe, superAdmin, null],
    ['Super Admin makes Staff a Super Admin', superAdminMe, otherStaff, superAdmin, null],
    ['Super Admin demotes another Super Admin', superAdminMe, otherSuperAdmin, admin, null],
    ['Super Admin locks another Super Admin', superAdminMe, otherSuperAdmin, null, null],
  ])('%s: %s', (_case, actor, target, userType, refusal) => {
    expect(roleRefusal(actor, target, userType)).toBe(refusal);
  });

  it('reads the role holder of a user record and of a role', () => {
    expect(roleHolderOf(user)).toEqual({ id: 9, userType: staff });
    expect(roleHolderOf({ ...user, userType: 0, userTypeId: superAdmin })).toEqual({ id: 9, userType: superAdmin });
    expect(roleHolderOf({ ...user, userType: 0, userTypeId: 0, userTypeName: 'Super Admin' })).toEqual({ id: 9, userType: superAdmin });
    expect([userTypeOf('Staff'), userTypeOf('Admin'), userTypeOf('Super Admin')]).toEqual([staff, admin, superAdmin]);
  });
});

describe("a user's state in one word (docs/behaviour.md §2 Users Management)", () => {
  it.each([
    [{ status: 1, active: 1, isLocked: false }, 'Active', 'success'],
    [{ status: 1, active: 1, isLocked: true }, 'Locked', 'danger'],
    [{ status: 0, active: 0, isLocked: false }, 'Inactive', 'secondary'],
    [{ status: 0, active: 0, isLocked: true }, 'Inactive', 'secondary'],
  ] as const)('%j reads %s', (state, word, tone) => {
    expect(userStatus({ ...user, ...state })).toBe(word);
    expect(USER_STATUS_TONE[userStatus({ ...user, ...state })]).toBe(tone);
  });
});
