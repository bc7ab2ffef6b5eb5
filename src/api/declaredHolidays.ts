/**
 * The declared public holidays (docs/decisions/010-compliance-jobs-by-name.md): an Admin edits
 * them when the Government declares the days. A server with the `firm-holidays` extension keeps
 * them for the whole firm; against one without it they are kept in this browser, as before
 * (docs/decisions/046-firm-wide-declared-holidays.md).
 */
import { DEFAULT_DECLARED_HOLIDAYS, type Holiday } from '../domain/compliance';
import { request } from './client';
import { LIST, OK, command, unwrap } from './envelope';
import { EXTENSIONS, extensionPaths, fetchExtensions, hasExtension, type Extensions } from './extensions';
import type { Envelope } from './types';

export const DECLARED_HOLIDAYS_KEY = 'workflow_declared_holidays';

function isHoliday(value: unknown): value is Holiday {
  return (
    typeof value === 'object' &&
    value !== null &&
    'date' in value &&
    'name' in value &&
    typeof value.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.date) &&
    typeof value.name === 'string'
  );
}

/** What this browser keeps, or the product's list when it keeps nothing readable. */
export function readDeclaredHolidays(): Holiday[] {
  try {
    const raw = localStorage.getItem(DECLARED_HOLIDAYS_KEY);
    if (!raw) return DEFAULT_DECLARED_HOLIDAYS;
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every(isHoliday) ? value : DEFAULT_DECLARED_HOLIDAYS;
  } catch {
    return DEFAULT_DECLARED_HOLIDAYS;
  }
}

export function writeDeclaredHolidays(holidays: readonly Holiday[]): void {
  localStorage.setItem(DECLARED_HOLIDAYS_KEY, JSON.stringify([...holidays].sort((a, b) => a.date.localeCompare(b.date))));
}

/** The holidays the calendar and the dashboard work with, and whether the server keeps them for the whole firm. */
export interface DeclaredHolidays {
  holidays: Holiday[];
  /** True: the server keeps them (docs/api-extensions.md `firm-holidays`); false: this browser does. */
  firmWide: boolean;
}

const HOLIDAYS_FAILED = 'Failed to load the public holidays';
const HOLIDAYS_SAVE_FAILED = 'Failed to save the public holidays';

const byDate = (holidays: readonly Holiday[]): Holiday[] => [...holidays].sort((a, b) => a.date.localeCompare(b.date));

/** The firm's list from a server with the extension; this browser's list from one without it. */
export async function loadDeclaredHolidays(signal?: AbortSignal): Promise<DeclaredHolidays> {
  return readDeclaredHolidaysFrom(await fetchExtensions(signal), signal);
}

/** `loadDeclaredHolidays` for a caller that has just read the server's extensions itself. */
export async function readDeclaredHolidaysFrom(extensions: Extensions, signal?: AbortSignal): Promise<DeclaredHolidays> {
  if (!hasExtension(extensions, EXTENSIONS.firmHolidays)) return { holidays: readDeclaredHolidays(), firmWide: false };
  const envelope = await request<Envelope<Holiday[]>>(extensionPaths.holidays, { signal });
  const holidays = unwrap(envelope, OK, HOLIDAYS_FAILED, LIST).filter(isHoliday);
  return { holidays: byDate(holidays), firmWide: true };
}

/** Saves the whole list where it is kept: on the server for the firm (Admin), or in this browser. */
export async function storeDeclaredHolidays(holidays: readonly Holiday[], firmWide: boolean, signal?: AbortSignal): Promise<void> {
  if (!firmWide) {
    writeDeclaredHolidays(holidays);
    return;
  }
  await command(extensionPaths.holidays, { method: 'PUT', body: { holidays: byDate(holidays) }, signal }, OK, HOLIDAYS_SAVE_FAILED);
}
