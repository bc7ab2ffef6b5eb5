/**
 * How long a call may take and how often a read is asked again
 * (docs/decisions/009-call-timeouts-and-retries.md).
 */

/** A JSON call with no answer after this long has failed; the screen shows its message. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Calls that move a file (uploads) get longer: the body itself takes time. */
export const TRANSFER_TIMEOUT_MS = 120_000;

/** A read (GET) that got no answer, network failure or time-out, is sent once more. */
export const READ_RETRIES = 1;

/** Known to a failed call's ApiError; screens show their own spec message instead. */
export const TIMEOUT_MESSAGE = 'The server did not answer in time';
