/**
 * The client and user bodies (docs/behaviour.md §5 "Client form", "User form"), shared by
 * both forms and the mock handlers. Email and phone follow one rule for both: a client's and a
 * user's phone is a Nigerian number (docs/behaviour.md §5).
 */
import * as v from 'valibot';
import { MAX_LENGTH, idField, textField, tooLong } from './fields';
import { isPlainAscii } from '../invisibleText';
import { isWebLink } from './files';

export const CONTACT_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  phoneNotNigerian: 'Enter a Nigerian phone number: 0 and 10 digits, or +234 and 10 digits',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  emailNotLatin: 'Email address must use Latin letters only (no accents or letters of other alphabets)',
} as const;

/** Where the product rules are silent, our words (docs/behaviour.md §5 "Maximum lengths"). */
const PHONE_TOO_LONG = tooLong('Phone number', MAX_LENGTH.phone);
const EMAIL_TOO_LONG = tooLong('Email address', MAX_LENGTH.email);
const CLIENT_NOT_FOUND = 'Client not found';
const USER_NOT_FOUND = 'User not found';
export const PHOTO_LINK_INVALID = 'The photo link is not valid';

/**
 * docs/behaviour.md §8: when the photo cannot be stored, the user gets this default picture
 * instead. The one `data:` link a photo may be: a fixed picture, drawn only by `<img>`.
 */
export const PLACEHOLDER_PHOTO_URL =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" fill="%23e2e8f0"/%3E%3Ccircle cx="32" cy="25" r="12" fill="%2394a3b8"/%3E%3Cpath d="M10 58c2-12 11-19 22-19s20 7 22 19z" fill="%2394a3b8"/%3E%3C/svg%3E';

/** No photo, the default picture, or a web link (docs/behaviour.md §5 "User form"); the mock also checks the host. */
export const isPhotoLink = (link: string): boolean => link === '' || link === PLACEHOLDER_PHOTO_URL || isWebLink(link);

/** Digits, spaces, dashes and parentheses, with an optional leading plus. */
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
/** Separators a number may be written with: "+234 (803) 555-0101", "0803 555 0199". */
const PHONE_SEPARATORS = /[\s()-]/g;
/** Our decision (docs/behaviour.md §5): a Nigerian number, 0 and 10 digits or +234 and 10 digits. */
const NIGERIAN_NUMBER = /^(?:0|\+234)\d{10}$/;

export const isNigerianPhone = (phone: string): boolean => NIGERIAN_NUMBER.test(phone.replace(PHONE_SEPARATORS, ''));
/** Something before and after one @, and a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const phoneSchema = v.pipe(
  textField(CONTACT_MESSAGES.phoneRequired, { length: MAX_LENGTH.phone, message: PHONE_TOO_LONG }),
  v.regex(PHONE_PATTERN, CONTACT_MESSAGES.phoneInvalid),
  // A string of only brackets and dashes matches the character rule but is no number.
  v.regex(/\d/, CONTACT_MESSAGES.phoneInvalid),
  v.check(isNigerianPhone, CONTACT_MESSAGES.phoneNotNigerian),
);

/**
 * Emails are stored lower-case, so the same address typed twice is one address. Only ASCII is
 * taken: a Cyrillic "а" in "аdmin@example.com" would otherwise make a look-alike account.
 */
export const emailSchema = v.pipe(
  textField(CONTACT_MESSAGES.emailRequired, { length: MAX_LENGTH.email, message: EMAIL_TOO_LONG }),
  v.regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
  v.check(isPlainAscii, CONTACT_MESSAGES.emailNotLatin),
  v.toLowerCase(),
);

export const CLIENT_MESSAGES = {
  nameRequired: 'Client name is required',
  nameShort: 'Client name must be at least 2 characters',
  representativeRequired: 'Client representative is required',
  representativeShort: 'Representative name must be at least 2 characters',
  industryRequired: 'Industry is required',
  industryShort: 'Industry must be at least 2 characters',
  designationRequired: 'Designation is required',
  servicesRequired: 'Services description is required',
  servicesShort: 'Services description must be at least 3 characters',
  addressRequired: 'Address is required',
  addressShort: 'Please provide a more complete address',
} as const;

const MIN_NAME = 2;
const MIN_ADDRESS = 10;
/** Our decision (docs/behaviour.md §5): one letter is no industry ("IT" is), a word of services is ("Tax"). */
const MIN_INDUSTRY = 2;
const MIN_SERVICES = 3;

const short = (label: string, length: number) => ({ length, message: tooLong(label, length) });

/** A person's or a client's name: required, at most `max` and at least MIN_NAME characters. */
const nameField = (required: string, label: string, max: number, tooShort: string) =>
  textField(required, short(label, max), { length: MIN_NAME, message: tooShort });

const clientEntries = {
  clientName: nameField(CLIENT_MESSAGES.nameRequired, 'Client name', MAX_LENGTH.name, CLIENT_MESSAGES.nameShort),
  clientRepresentative: nameField(
    CLIENT_MESSAGES.representativeRequired,
    'Representative name',
    MAX_LENGTH.name,
    CLIENT_MESSAGES.representativeShort,
  ),
  email: emailSchema,
  phone: phoneSchema,
  industry: textField(CLIENT_MESSAGES.industryRequired, short('Industry', MAX_LENGTH.shortText), {
    length: MIN_INDUSTRY,
    message: CLIENT_MESSAGES.industryShort,
  }),
  designation: textField(CLIENT_MESSAGES.designationRequired, short('Designation', MAX_LENGTH.shortText)),
  services: textField(CLIENT_MESSAGES.servicesRequired, short('Services description', MAX_LENGTH.services), {
    length: MIN_SERVICES,
    message: CLIENT_MESSAGES.servicesShort,
  }),
  address: textField(CLIENT_MESSAGES.addressRequired, short('Address', MAX_LENGTH.address), {
    length: MIN_ADDRESS,
    message: CLIENT_MESSAGES.addressShort,
  }),
};

/** POST /api/client/create-client, and what the client form checks. */
export const clientSchema = v.object(clientEntries);

/** POST /api/update-client. */
export const clientUpdateSchema = v.object({ id: idField(CLIENT_NOT_FOUND), ...clientEntries });

export const USER_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameShort: 'First name must be at least 2 characters',
  lastNameRequired: 'Last name is required',
  lastNameShort: 'Last name must be at least 2 characters',
  userTypeRequired: 'User type is required',
  jobTypeRequired: 'Job type is required',
  positionRequired: 'Position is required',
} as const;

const userEntries = {
  firstName: nameField(USER_MESSAGES.firstNameRequired, 'First name', MAX_LENGTH.personName, USER_MESSAGES.firstNameShort),
  lastName: nameField(USER_MESSAGES.lastNameRequired, 'Last name', MAX_LENGTH.personName, USER_MESSAGES.lastNameShort),
  email: emailSchema,
  phoneNumber: phoneSchema,
  userType: idField(USER_MESSAGES.userTypeRequired),
  jobTypeId: idField(USER_MESSAGES.jobTypeRequired),
  positionId: idField(USER_MESSAGES.positionRequired),
  imageUrl: v.optional(
    v.pipe(
      v.string(PHOTO_LINK_INVALID),
      v.trim(),
      v.maxLength(MAX_LENGTH.url, PHOTO_LINK_INVALID),
      v.check(isPhotoLink, PHOTO_LINK_INVALID),
    ),
    '',
  ),
};

/** What the user form checks, and the body of create-user (its `id` 0 is dropped). */
export const userSchema = v.object(userEntries);

/** POST /api/update-user. */
export const userUpdateSchema = v.object({ id: idField(USER_NOT_FOUND), ...userEntries });

export type ClientInput = v.InferOutput<typeof clientSchema>;
export type UserInput = v.InferOutput<typeof userSchema>;
