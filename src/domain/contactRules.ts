/**
 * Phone and email rules shared by the client and user forms (docs/behaviour.md §5: "Email and phone follow
 * the client rules"), with the spec's exact messages; the schemas live in
 * src/domain/schemas/people.ts, where the server reads them too.
 */
import { check, firstMessage } from './schemas/parse';
import { emailSchema, phoneSchema } from './schemas/people';

export { CONTACT_MESSAGES } from './schemas/people';

/** The message for a phone number (already trimmed), or null when it is acceptable. */
export function phoneError(phone: string): string | null {
  return firstMessage(check(phoneSchema, phone));
}

/** The message for an email address (already trimmed), or null when it is acceptable. */
export function emailError(email: string): string | null {
  return firstMessage(check(emailSchema, email));
}

/** Emails are stored lower-case, so the same address typed twice is one address. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
