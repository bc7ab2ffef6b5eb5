/**
 * Where every call tells the connection actor how it went (src/machines/connection.machine.ts).
 * A module of its own, like sessionEnded.ts, so the connection actor (started with the login
 * page) does not pull in the HTTP client to listen.
 */

/** How a call went, as far as the connection is concerned. */
export type CallOutcome =
  /** The server answered, whatever it said. */
  | 'answered'
  /** No answer for want of a network. */
  | 'network'
  /** No answer within the call's time limit. */
  | 'timeout';

let onCallOutcome: (outcome: CallOutcome) => void = () => {};

/** The connection actor listens here; a second listener replaces the first. */
export function setCallOutcomeHandler(handler: (outcome: CallOutcome) => void): void {
  onCallOutcome = handler;
}

/** A call ended this way. */
export function reportCallOutcome(outcome: CallOutcome): void {
  onCallOutcome(outcome);
}
