/**
 * Phone and email rules shared by the client and user forms (spec §5: "Email and phone follow
 * the client rules"), with the spec's exact messages.
 */

export const CONTACT_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** Digits, spaces, dashes and parentheses, with an optional leading plus. */
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
/** Something before and after one @, and a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for a phone number (already trimmed), or null when it is acceptable. */
export function phoneError(phone: string): string | null {
  if (!phone) return CONTACT_MESSAGES.phoneRequired;
  // A string of only brackets and dashes matches the character rule but is no number.
  if (!PHONE_PATTERN.test(phone) || !/\d/.test(phone)) return CONTACT_MESSAGES.phoneInvalid;
  return null;
}

/** The message for an email address (already trimmed), or null when it is acceptable. */
export function emailError(email: string): string | null {
  if (!email) return CONTACT_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return CONTACT_MESSAGES.emailInvalid;
  return null;
}

/** Emails are stored lower-case, so the same address typed twice is one address. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
