import dayjs from 'dayjs';

export type DateInput = string | number | Date | null | undefined;

const NOT_AVAILABLE = 'N/A';

function formatWith(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : NOT_AVAILABLE;
}

/**
 * The house style for dates wherever the product rules fix no format (docs/behaviour.md §9):
 * day first, as firms in Nigeria write them. e.g. '26 Nov 2026, 14:05'.
 */
export const formatDayTime = (value: DateInput): string => formatWith(value, 'D MMM YYYY, HH:mm');
/** The house style without the time: '26 Nov 2026'. */
export const formatDay = (value: DateInput): string => formatWith(value, 'D MMM YYYY');

/**
 * Fixed by the product rules, so kept apart from the house style: the Pending Jobs to
 * Approve and comments screens and the Download Reports preview's timeline show
 * 'Nov 25, 2026 21:55' (docs/behaviour.md §2, §9).
 */
export const formatDateTime = (value: DateInput): string => formatWith(value, 'MMM DD, YYYY HH:mm');
/** Fixed by the product rules for the Reports preview's Date column: 'Nov 25, 2026' (docs/behaviour.md §2). */
export const formatDate = (value: DateInput): string => formatWith(value, 'MMM DD, YYYY');

/** docs/behaviour.md §9: file names longer than `max` characters are cut and end with an ellipsis. */
export function shortenFileName(name: string, max = 15): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 0 -> '0 Bytes', 1536 -> '1.5 KB'; GB is the largest unit. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${SIZE_UNITS[exponent]}`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** docs/behaviour.md §9: 'john.doe@firm.ng' -> 'John Doe' (the part before @, split on dots). */
export function displayNameFromEmail(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const words = local.split('.').filter((part) => part.length > 0);
  return words.length > 0 ? words.map(capitalise).join(' ') : 'User';
}

/** Up to `max` capital initials of a name; 'U' when there is no name (docs/behaviour.md §2 sidebar). */
export function initials(name: string | null | undefined, max = 2): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, Math.max(1, max))
    .join('');
  return letters || 'U';
}

/** First and last name joined; empty parts are skipped. */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0)
    .join(' ');
}

/** A count with thousands grouped: 2,000. */
export const formatCount = (value: number): string => value.toLocaleString('en-NG');
