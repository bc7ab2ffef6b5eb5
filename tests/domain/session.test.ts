import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, credentialsMissing, fullNameOf, loginOutcome, withProfile } from '../../src/domain/session';
import { badgeCount } from '../../src/domain/notifications';
import { canAccess, isAdminRole, roleOf, roleTone } from '../../src/domain/roles';
import type { User } from '../../src/api/types';

const ok = { token: 't', isLocked: false, id: 1, email: 'a@b.c' };

describe('login outcome', () => {
  it('signs in on OK with a token', () => {
    expect(loginOutcome({ responseCode: 'OK', responseDescription: '', response: ok })).toEqual({ kind: 'signedIn', user: ok });
  });
  it('is locked on LOCKED, and on OK for an account with isLocked', () => {
    expect(loginOutcome({ responseCode: 'LOCKED', responseDescription: 'x', response: null }).kind).toBe('locked');
    expect(loginOutcome({ responseCode: 'OK', responseDescription: '', response: { ...ok, isLocked: true } }).kind).toBe('locked');
  });
  it('is refused with the server description, or the default when there is none', () => {
    expect(loginOutcome({ responseCode: 'FAILED', responseDescription: 'Account deactivated', response: null })).toEqual({
      kind: 'refused',
      message: 'Account deactivated',
    });
    expect(loginOutcome({ responseCode: 'FAILED', responseDescription: '  ', response: null })).toEqual({
      kind: 'refused',
      message: 'Login failed. Please check your credentials.',
    });
    expect(loginOutcome({ responseCode: 'OK', responseDescription: '', response: null }).kind).toBe('refused');
  });
  it('keeps the spec messages word for word', () => {
    expect(LOGIN_MESSAGES).toEqual({
      missingFields: 'Please enter both email and password.',
      locked: 'Your account has been locked. Please contact an administrator to unlock your account.',
      lockedStoredUser: 'Your account has been locked. Please contact an administrator.',
      refused: 'Login failed. Please check your credentials.',
      exception: 'Login failed. Please check your credentials and try again.',
      sessionEnded: 'Your session has ended, sign in again',
    });
  });
  it('needs both email and password', () => {
    expect(credentialsMissing('', 'x')).toBe(true);
    expect(credentialsMissing('  ', 'x')).toBe(true);
    expect(credentialsMissing('a@b.c', '')).toBe(true);
    expect(credentialsMissing('a@b.c', 'x')).toBe(false);
  });
});

describe('stored user', () => {
  it('takes the display fields from the profile', () => {
    const profile = {
      firstName: 'Ada',
      lastName: 'Obi',
      userType: 2,
      userTypeId: 2,
      userTypeName: 'Admin',
      positionName: 'Manager',
      imageUrl: 'x.png',
    } as User;
    expect(withProfile(ok, profile)).toEqual({
      ...ok,
      firstName: 'Ada',
      lastName: 'Obi',
      userType: 2,
      userTypeName: 'Admin',
      position: 'Manager',
      imageUrl: 'x.png',
    });
    expect(fullNameOf({ firstName: 'Ada', lastName: 'Obi' })).toBe('Ada Obi');
    expect(fullNameOf({ firstName: 'Ada' })).toBe('Ada');
    expect(fullNameOf(null)).toBe('');
  });
});

describe('roles', () => {
  it('names the role by numeric type, then by name, Staff when unknown', () => {
    expect(roleOf({ userType: 3 })).toBe('Super Admin');
    expect(roleOf({ userType: 2 })).toBe('Admin');
    expect(roleOf({ userType: 1 })).toBe('Staff');
    expect(roleOf({ userTypeName: 'Super Admin' })).toBe('Super Admin');
    expect(roleOf({ userTypeName: 'admin' })).toBe('Admin');
    expect(roleOf({ userType: 9 })).toBe('Staff');
    expect(roleOf(null)).toBe('Staff');
  });
  it('colours role badges as docs/behaviour.md §6', () => {
    expect(roleTone('Super Admin')).toBe('danger');
    expect(roleTone('Admin')).toBe('warning');
    expect(roleTone('Staff')).toBe('primary');
    expect(roleTone('Auditor')).toBe('secondary');
  });
  it('lets Admin and Super Admin into admin areas, everyone into the rest', () => {
    expect(canAccess('Staff', 'admin')).toBe(false);
    expect(canAccess('Admin', 'admin')).toBe(true);
    expect(canAccess('Super Admin', 'admin')).toBe(true);
    expect(canAccess('Staff', 'signedIn')).toBe(true);
    expect(isAdminRole('Staff')).toBe(false);
    expect(isAdminRole('Super Admin')).toBe(true);
  });
});

describe('notification badge', () => {
  it('shows 99+ above 99', () => {
    expect(badgeCount(0)).toBe('0');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(-3)).toBe('0');
  });
});
