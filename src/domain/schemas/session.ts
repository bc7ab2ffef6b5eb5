/** The sign-in body (docs/behaviour.md §5 "Login"), shared by the login form and the mock. */
import * as v from 'valibot';
import { MAX_LENGTH, visibleText } from './fields';

export const MISSING_CREDENTIALS = 'Please enter both email and password.';

/** Email required after trimming, password required as typed. */
export const loginSchema = v.object({
  email: v.pipe(
    visibleText(MISSING_CREDENTIALS),
    v.trim(),
    v.nonEmpty(MISSING_CREDENTIALS),
    v.maxLength(MAX_LENGTH.email, MISSING_CREDENTIALS),
  ),
  password: v.pipe(v.string(MISSING_CREDENTIALS), v.nonEmpty(MISSING_CREDENTIALS), v.maxLength(MAX_LENGTH.password, MISSING_CREDENTIALS)),
});
