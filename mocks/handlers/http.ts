/** Shared handler plumbing: envelopes, the token check, query and body parsing, routes. */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import type { Envelope } from '../../src/api/types';
import { actAs, getDb } from '../db/store';
import { liveSessionUser } from '../db/sessionLifetime';
import type { Db, UserRecord } from '../db/schema';
import { isAdminType } from '../../src/domain/roles';

export function envelope<T>(response: T, responseCode = 'OK', responseDescription = 'SUCCESSFUL'): Response {
  const body: Envelope<T> = { responseCode, responseDescription, response };
  return HttpResponse.json(body);
}

/** HTTP 200 with a refusing envelope: the app shows the description (docs/behaviour.md §7). */
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

export const isAdmin = (user: UserRecord): boolean => isAdminType(user.userType);

/** The bearer token of a request, '' when there is none. */
export function bearerToken(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

export const forbidden = (): Response =>
  HttpResponse.json({ responseCode: '403', responseDescription: 'Forbidden', response: null }, { status: 403 });

/**
 * Runs `handle` for a valid session: 401 without a token, with an unknown one, or once the user
 * is deactivated, locked or deleted; 403 when a Staff user calls an admin-only path.
 */
export async function withCaller(
  request: Request,
  access: Access,
  handle: (caller: Caller) => Response | Promise<Response>,
): Promise<Response> {
  const token = bearerToken(request);
  const userId = token ? liveSessionUser(token) : undefined;
  const db = getDb();
  const user = userId === undefined ? undefined : db.users.find((u) => u.id === userId);
  if (!user || !user.active || user.isLocked || user.deleted) {
    return HttpResponse.json({ responseCode: '401', responseDescription: 'Unauthorized', response: null }, { status: 401 });
  }
  if (access === 'admin' && !isAdmin(user)) return forbidden();
  actAs(user.id);
  return handle({ db, user, url: new URL(request.url) });
}

/** docs/behaviour.md §7 "Request size": the largest JSON body a call may send. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** The largest file the file service stores, and the most a multipart upload of it may add around it. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = MAX_FILE_BYTES + 64 * 1024;
export const TOO_LARGE_MESSAGE = 'The request is too large';

/** Whether the request declares a body over `limit` bytes: refused before a byte of it is read. */
export function declaresMoreThan(request: Request, limit: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return !Number.isFinite(declared) || declared > limit;
}

export const tooLarge = (): Response =>
  HttpResponse.json({ responseCode: '413', responseDescription: TOO_LARGE_MESSAGE, response: null }, { status: 413 });

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The most keys a body can leave out before the first field's own message is given up on. */
const MAX_MISSING_KEYS = 100;

/**
 * The first issue, in the words of the field it is about. A key left out is reported by its
 * object ("Invalid key: Expected …"); the key is then given as undefined, which its own schema
 * refuses with its message ("Job name is required"), as when it is sent empty.
 */
function firstIssue<S extends v.GenericSchema>(schema: S, input: unknown): v.SafeParseResult<S> {
  const copy: unknown = structuredClone(input);
  let result = v.safeParse(schema, copy, { abortPipeEarly: true });
  for (let i = 0; i < MAX_MISSING_KEYS && !result.success; i += 1) {
    const at = result.issues[0].path?.at(-1);
    const missing = result.issues[0].type === 'object' && at?.origin === 'key' && typeof at.input === 'object' && at.input !== null;
    if (!missing) break;
    (at.input as Record<string, unknown>)[String(at.key)] = undefined;
    result = v.safeParse(schema, copy, { abortPipeEarly: true });
  }
  return result;
}

/** A refused request: the schema's first message in a '400' envelope (docs/decisions/011-one-schema-per-request.md). */
function parsed<S extends v.GenericSchema>(schema: S, input: unknown): Parsed<v.InferOutput<S>> {
  const result = firstIssue(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, response: refused(result.issues[0].message) };
}

/** The query as its schema reads it; an empty value counts as absent. */
export function parseQuery<S extends v.GenericSchema>(url: URL, schema: S): Parsed<v.InferOutput<S>> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (value !== '' && !(key in query)) query[key] = value;
  return parsed(schema, query);
}

/**
 * The JSON body as its schema reads it; a missing or malformed body is refused too, and one
 * over MAX_JSON_BYTES answers 413: a declared length before anything is read, a body that
 * declared none once read (the real server, mocks/server.ts, stops reading it at the limit).
 */
export async function parseBody<S extends v.GenericSchema>(request: Request, schema: S): Promise<Parsed<v.InferOutput<S>>> {
  if (declaresMoreThan(request, MAX_JSON_BYTES)) return { ok: false, response: tooLarge() };
  let value: unknown;
  try {
    const text = await request.text();
    if (new TextEncoder().encode(text).length > MAX_JSON_BYTES) return { ok: false, response: tooLarge() };
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: refused('Invalid request') };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, response: refused('Invalid request') };
  return parsed(schema, value);
}

type Answer = Response | Promise<Response>;

/** A route for callers with `access`: the query as `schema` reads it (a refused one answered with its message), then `handle`. */
export function queryRoute<S extends v.GenericSchema>(
  method: 'get' | 'post' | 'put',
  path: string,
  access: Access,
  schema: S,
  handle: (caller: Caller, query: v.InferOutput<S>) => Answer,
) {
  return http[method](`*${path}`, ({ request }) =>
    withCaller(request, access, (caller) => {
      const query = parseQuery(caller.url, schema);
      return query.ok ? handle(caller, query.value) : query.response;
    }),
  );
}

/** A POST for callers with `access`: the JSON body as `schema` reads it (a refused one answered with its message), then `handle`. */
export function bodyRoute<S extends v.GenericSchema>(
  path: string,
  access: Access,
  schema: S,
  handle: (caller: Caller, body: v.InferOutput<S>) => Answer,
) {
  return http.post(`*${path}`, ({ request }) =>
    withCaller(request, access, async (caller) => {
      const body = await parseBody(request, schema);
      // Another request may have run while the body was read: the writes that follow are this caller's.
      actAs(caller.user.id);
      return body.ok ? handle(caller, body.value) : body.response;
    }),
  );
}

export function paginate<T>(
  items: T[],
  pageNumber: number,
  pageSize: number,
): { items: T[]; totalPages: number; totalItems: number; currentPage: number } {
  const size = Math.max(1, pageSize);
  const totalPages = Math.ceil(items.length / size);
  const currentPage = Math.max(1, pageNumber);
  return { items: items.slice((currentPage - 1) * size, currentPage * size), totalPages, totalItems: items.length, currentPage };
}
