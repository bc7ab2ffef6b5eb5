import { ApiError, request, type RequestOptions } from './client';
import type { Envelope } from './types';

/** Success codes as the server spells them per call (docs/behaviour.md §7). */
export const OK = ['OK'] as const;
export const CREATED = ['CREATED'] as const;
export const OK_OR_CREATED = ['OK', 'CREATED'] as const;
export const SAVED = ['201'] as const;
export const REMOVED = ['200'] as const;
export const CHANGED = ['200', '201'] as const;
/**
 * Reads whose code the spec leaves unstated (paged clients and users, dropdowns): the server
 * answers in one of its two styles, word or HTTP-like number.
 */
export const READ = ['OK', '200'] as const;

/**
 * What the caller needs the answer's `response` to look like before it may use it. The check
 * goes as deep as the screens read without looking (a list they map over, a record whose lists
 * they map over); a field missing further down is shown as empty by the screen.
 */
export type Shape = (value: unknown) => boolean;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list (dropdown options, report rows, comments). */
export const LIST: Shape = (value) => Array.isArray(value);

/** A record (a profile, a saved client). */
export const RECORD: Shape = isRecord;

/** A record whose named fields are lists (a page's `items`, a job's `taskList`). */
export function recordWithLists(...fields: string[]): Shape {
  return (value) => isRecord(value) && fields.every((field) => Array.isArray(value[field]));
}

/**
 * A record whose named fields are lists and records; a field in `orNull` may also be null
 * (a job's details name a `job` of null when it no longer exists: "Job Not Found").
 */
export function recordWith({ lists = [], records = [], orNull = [] }: { lists?: string[]; records?: string[]; orNull?: string[] }): Shape {
  return (value) =>
    isRecord(value) &&
    lists.every((field) => Array.isArray(value[field])) &&
    records.every((field) => isRecord(value[field]) || (orNull.includes(field) && value[field] === null));
}

/** A server page of `items`. */
export const PAGE: Shape = recordWithLists('items');

/** What an answer the caller cannot use says: the server answered, but nothing usable. */
export const UNUSABLE_ANSWER = 'The server sent an answer the app cannot read';

/**
 * Unwraps an envelope whose success code is one of `okCodes` and whose `response` has the
 * shape the caller needs; otherwise fails with the envelope's description or `fallback`, so an
 * OK with `response: null` where a list is needed is a failure the screen shows, never a crash
 * (docs/design.md §2).
 */
export function unwrap<T>(envelope: Envelope<T> | null | undefined, okCodes: readonly string[], fallback: string, shape: Shape): T {
  if (!isRecord(envelope) || !okCodes.includes(String(envelope.responseCode))) {
    throw new ApiError(descriptionOf(envelope) || fallback, 'rejected');
  }
  if (!shape(envelope.response)) throw new ApiError(fallback, 'malformed', undefined, { cause: new Error(UNUSABLE_ANSWER) });
  return envelope.response;
}

/**
 * Sends a call whose answer carries nothing the caller reads (deletes, state changes, saves the
 * screen reloads after): success is the code alone, whatever `response` holds.
 */
export async function command(path: string, options: RequestOptions, okCodes: readonly string[], fallback: string): Promise<void> {
  const envelope = await request<Envelope<unknown> | null>(path, options);
  if (isRecord(envelope) && okCodes.includes(String(envelope.responseCode))) return;
  throw new ApiError(descriptionOf(envelope) || fallback, 'rejected');
}

function descriptionOf(envelope: unknown): string {
  return isRecord(envelope) && typeof envelope.responseDescription === 'string' ? envelope.responseDescription : '';
}

interface PageStatus {
  response: string;
  responseDescription?: string;
  items: unknown[];
}

/**
 * Paged lists carry their own `response` field instead of the envelope code: success when it
 * says OK or the description says SUCCESSFUL (docs/behaviour.md §7, "My jobs succeeds if ..."), and only
 * with a list of items the screen can show.
 */
export function checkPage<P extends PageStatus>(page: P | null | undefined, fallback: string): P {
  if (!isRecord(page) || !(page.response === 'OK' || page.responseDescription === 'SUCCESSFUL')) {
    throw new ApiError(descriptionOf(page) || fallback, 'rejected');
  }
  if (!Array.isArray(page.items)) throw new ApiError(fallback, 'malformed', undefined, { cause: new Error(UNUSABLE_ANSWER) });
  return page;
}
