import { ApiError } from './client';

/**
 * A failure that keeps the work: no answer (no network, or none in time), also when it is the
 * cause of an upload's failure. A server that answered and refused is not one.
 */
export function isForWantOfNetwork(error: unknown): boolean {
  if (error instanceof ApiError && (error.reason === 'network' || error.reason === 'timeout')) return true;
  // A form's own failure (a refused upload, a decision's message) carries the call's as its cause.
  return error instanceof Error && error.cause !== undefined && isForWantOfNetwork(error.cause);
}
