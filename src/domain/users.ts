/** User rules of docs/behaviour.md §5 (form, photo) and the users table's status wording (docs/behaviour.md §4). */
import type { User, UserPayload } from '../api/types';
import { normaliseEmail } from './contactRules';
import { roleOf, userTypeOf, type RoleHolder } from './roles';
import type { BadgeTone } from './tones';
import { check, fieldMessages } from './schemas/parse';
import { USER_MESSAGES as SCHEMA_MESSAGES, userSchema } from './schemas/people';

/** What the user form holds; the three pickers keep the chosen option's value as text. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  userType: string;
  jobTypeId: string;
  positionId: string;
  imageUrl: string;
  /**
   * Made Staff, who takes an Admin's reviews over (docs/behaviour.md §4 "Nothing stranded");
   * never sent with the user.
   */
  handoverReviewerId: string;
}

export type UserFieldErrors = Partial<Record<keyof UserFormValues, string>>;

export const USER_MESSAGES = {
  ...SCHEMA_MESSAGES,
  photoNotImage: 'Please select a valid image file',
  photoTooLarge: 'Image size should be less than 5MB',
} as const;

/** docs/behaviour.md §9: the photo must be under 5MB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_HINT = 'JPG, PNG, GIF (under 5MB)';
export const USERS_PAGE_WINDOW = 5;

/** docs/behaviour.md §8: when the photo cannot be stored, the user gets this default picture instead. */
export { PLACEHOLDER_PHOTO_URL } from './schemas/people';

export const emptyUserValues: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  userType: '',
  jobTypeId: '',
  positionId: '',
  imageUrl: '',
  handoverReviewerId: '',
};

const optionValue = (id: number | null | undefined): string => (id ? String(id) : '');

/** The form prefilled from an existing user, for editing. */
export function userToValues(user: User): UserFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    userType: optionValue(user.userType || user.userTypeId),
    jobTypeId: optionValue(user.jobTypeId),
    positionId: optionValue(user.positionId),
    imageUrl: user.imageUrl ?? '',
    handoverReviewerId: '',
  };
}

/** What is sent: names and phone trimmed, email lower-cased, pickers as numbers. */
export function normaliseUserValues(values: UserFormValues): Omit<UserPayload, 'id'> {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: normaliseEmail(values.email),
    phoneNumber: values.phoneNumber.trim(),
    userType: Number(values.userType),
    jobTypeId: Number(values.jobTypeId),
    positionId: Number(values.positionId),
    imageUrl: values.imageUrl.trim(),
  };
}

/** A picked option's value as the id the server takes; nothing picked is 0, which no id is. */
const pickedId = (value: string): number => (value.trim() ? Number(value) : 0);

/** Every rule of the user form (the server's own schema); empty when the values may be sent. */
export function validateUser(values: UserFormValues): UserFieldErrors {
  return fieldMessages<keyof UserFormValues>(
    check(userSchema, {
      ...values,
      userType: pickedId(values.userType),
      jobTypeId: pickedId(values.jobTypeId),
      positionId: pickedId(values.positionId),
    }),
  );
}

/** The message for a chosen photo, or null when it may be uploaded. */
export function photoError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return USER_MESSAGES.photoNotImage;
  if (file.size >= MAX_PHOTO_BYTES) return USER_MESSAGES.photoTooLarge;
  return null;
}

/** docs/behaviour.md §3: status or active of 1 means active. */
export function isUserActive(user: Pick<User, 'status' | 'active'>): boolean {
  return Number(user.status ?? user.active) === 1;
}

/** docs/behaviour.md §2 Users Management: one word for each state an account is in. */
export type UserStatusWord = 'Active' | 'Locked' | 'Inactive';

/**
 * A deactivated account reads Inactive whether or not it is also locked: it cannot use the
 * system either way, and Reactivate is what brings it back. Otherwise a locked one reads Locked.
 */
export function userStatus(user: Pick<User, 'status' | 'active' | 'isLocked'>): UserStatusWord {
  if (!isUserActive(user)) return 'Inactive';
  return user.isLocked ? 'Locked' : 'Active';
}

export const USER_STATUS_TONE: Record<UserStatusWord, BadgeTone> = { Active: 'success', Locked: 'danger', Inactive: 'secondary' };

export function userFullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}

/**
 * A user record as the role rules see it (docs/behaviour.md §6): the same user type the edit
 * form starts from, else the one its role name gives.
 */
export function roleHolderOf(user: Pick<User, 'id' | 'userType' | 'userTypeId' | 'userTypeName'>): RoleHolder {
  return { id: user.id, userType: user.userType || user.userTypeId || userTypeOf(roleOf(user)) };
}
