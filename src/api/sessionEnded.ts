/**
 * Where a call that finds the session over tells the session so. A module of its own, so the
 * session (loaded with the login page) does not pull in the HTTP client to register.
 */

/** Why a call found the session over: the server said 401, or the token is gone from storage. */
export type SessionEndReason = 'unauthorized' | 'no-token';

let onSessionEnded: (reason: SessionEndReason) => void = () => {};

/**
 * The session registers here to end itself when any call answers 401 or finds no token
 * (signed out in another tab).
 */
export function setSessionEndedHandler(handler: (reason: SessionEndReason) => void): void {
  onSessionEnded = handler;
}

/** A call found the session over. */
export function tellSessionEnded(reason: SessionEndReason): void {
  onSessionEnded(reason);
}
