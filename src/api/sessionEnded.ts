/**
 * Where a call that finds the session over tells the session so. A module of its own, so the
 * session (loaded with the login page) does not pull in the HTTP client to register.
 */

/** Why a call found the session over: the server said 401, or the token is gone from storage. */
export type SessionEndReason = 'unauthorized' | 'no-token';

let onSessionEnded: (reason: SessionEndReason) => void = () => {};

/** The token this tab is signing out with, from the moment the sign-out is sent. */
let signingOutWith: string | null = null;

/**
 * The session registers here to end itself when any call answers 401 or finds no token
 * (signed out in another tab).
 */
export function setSessionEndedHandler(handler: (reason: SessionEndReason) => void): void {
  onSessionEnded = handler;
}

/**
 * A sign-out of `token` is on its way, or no longer (`null`, given up before it ended). The
 * server ends the token as soon as the sign-out reaches it, so a call still out with it comes
 * back 401: that is the sign-out the user asked for, not a session that ended under them, and
 * it must not turn it into one (the login page would warn of an ended session and offer to
 * return to the page left).
 */
export function signOutUnderway(token: string | null): void {
  signingOutWith = token;
}

/** A call that carried `sentToken` (none for a call that found no token) found the session over. */
export function tellSessionEnded(reason: SessionEndReason, sentToken?: string): void {
  if (sentToken === signingOutWith) return;
  onSessionEnded(reason);
}
