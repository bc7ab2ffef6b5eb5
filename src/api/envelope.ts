import { ApiError } from './client';

/** Success codes as the server spells them per call (spec §7). */
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

interface PageStatus {
  response: string;
  responseDescription?: string;
}

/**
 * Paged lists carry their own `response` field instead of the envelope code: success when it
 * says OK or the description says SUCCESSFUL (spec §7, "My jobs succeeds if ...").
 */
export function checkPage<P extends PageStatus>(page: P | null | undefined, fallback: string): P {
  if (page && (page.response === 'OK' || page.responseDescription === 'SUCCESSFUL')) return page;
  throw new ApiError(page?.responseDescription || fallback, 'rejected');
}
