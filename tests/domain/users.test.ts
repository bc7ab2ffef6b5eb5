import { describe, expect, it } from 'vitest';
import type { User } from '../../src/api/types';
import {
  MAX_PHOTO_BYTES,
  PLACEHOLDER_PHOTO_URL,
  emptyUserValues,
  isUserActive,
  normaliseUserValues,
  photoError,
  userFullName,
  userToValues,
  validateUser,
  type UserFormValues,
} from '../../src/domain/users';

const good: UserFormValues = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@firm.ng',
  phoneNumber: '+234 803 123 4567',
  userType: '1',
  jobTypeId: '2',
  positionId: '3',
  imageUrl: '',
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
  it('accepts a complete user', () => expect(validateUser(good)).toEqual({}));

  it('names every missing field with its message', () => {
    expect(validateUser(emptyUserValues)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email address is required',
      phoneNumber: 'Phone number is required',
      userType: 'User type is required',
      jobTypeId: 'Job type is required',
      positionId: 'Position is required',
    });
  });

  it.each<[keyof UserFormValues, string, string]>([
    ['firstName', ' A ', 'First name must be at least 2 characters'],
    ['lastName', 'B', 'Last name must be at least 2 characters'],
    ['email', 'ada.firm.ng', 'Please enter a valid email address'],
    ['phoneNumber', '0803/123', 'Please enter a valid phone number'],
  ])('%s %j gives %j', (field, value, message) => {
    expect(validateUser({ ...good, [field]: value })).toEqual({ [field]: message });
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
