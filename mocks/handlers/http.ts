/** Shared handler plumbing: envelopes, the token check, query parsing. */
import { HttpResponse } from 'msw';
import type { Envelope } from '../../src/api/types';
import { getDb, sessionUserId } from '../db/store';
import type { Db, UserRecord } from '../db/schema';

export function envelope<T>(response: T, responseCode = 'OK', responseDescription = 'SUCCESSFUL'): Response {
  const body: Envelope<T> = { responseCode, responseDescription, response };
  return HttpResponse.json(body);
}

/** HTTP 200 with a refusing envelope: the app shows the description (spec §7). */
export function refused(responseDescription: string, responseCode = '400'): Response {
  const body: Envelope<null> = { responseCode, responseDescription, response: null };
  return HttpResponse.json(body);
}

export type Access = 'signed-in' | 'admin';

export interface Caller {
  db: Db;
  user: UserRecord;
  url: URL;
}

export const isAdmin = (user: UserRecord): boolean => user.userType === 2 || user.userType === 3;

/**
 * Runs `handle` for a valid session: 401 without a token, with an unknown one, or once the user
 * is deactivated or locked; 403 when a Staff user calls an admin-only path.
 */
export async function withCaller(request: Request, access: Access, handle: (caller: Caller) => Response | Promise<Response>): Promise<Response> {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const userId = token ? sessionUserId(token) : undefined;
  const db = getDb();
  const user = userId === undefined ? undefined : db.users.find((u) => u.id === userId);
  if (!user || !user.active || user.isLocked) {
    return HttpResponse.json({ responseCode: '401', responseDescription: 'Unauthorized', response: null }, { status: 401 });
  }
  if (access === 'admin' && !isAdmin(user)) {
    return HttpResponse.json({ responseCode: '403', responseDescription: 'Forbidden', response: null }, { status: 403 });
  }
  return handle({ db, user, url: new URL(request.url) });
}

/** A positive integer query value, or undefined when absent or not a number. */
export function intQuery(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? Math.trunc(value) : undefined;
}

/** The JSON body, or null when it is missing or malformed. */
export async function jsonBody<T extends object>(request: Request): Promise<T | null> {
  try {
    const value: unknown = await request.json();
    // The wire is untyped; the rules check every field they use before trusting it.
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}

export function paginate<T>(items: T[], pageNumber: number, pageSize: number): { items: T[]; totalPages: number; totalItems: number; currentPage: number } {
  const size = Math.max(1, pageSize);
  const totalPages = Math.ceil(items.length / size);
  const currentPage = Math.max(1, pageNumber);
  return { items: items.slice((currentPage - 1) * size, currentPage * size), totalPages, totalItems: items.length, currentPage };
}

/** A trimmed string field of a body, '' when absent or not a string. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
