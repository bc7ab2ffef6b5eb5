import { ofetch, FetchError, type FetchOptions } from 'ofetch';
import { READ_RETRIES, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from './timeouts';
import { tellSessionEnded } from './sessionEnded';
import { TOKEN_KEY } from './storageKeys';
import { reportCallOutcome } from './connectionReports';
import { forgetReadsInFlight, shareRead } from './readsInFlight';

export type ApiErrorReason =
  /** No token in storage: nothing was sent. */
  | 'no-token'
  /** 401: the session is over. */
  | 'unauthorized'
  /** 403: the role may not do this. */
  | 'forbidden'
  /** Any other non-OK HTTP status. */
  | 'http'
  /** The request never got an answer. */
  | 'network'
  /** No answer within the call's time limit (docs/decisions/009-call-timeouts-and-retries.md). */
  | 'timeout'
  /** HTTP OK, but the envelope says no; the message is the server's description. */
  | 'rejected'
  /** HTTP OK and a yes, but the answer lacks what the caller needs (docs/design.md §2). */
  | 'malformed';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly reason: ApiErrorReason,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * The message a screen shows for a failed call: the server's own description when it
 * refused (docs/behaviour.md §7 "the server's responseDescription is the message when present"),
 * otherwise the screen's message from docs/behaviour.md §8.
 */
export function toUserMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.reason === 'rejected' && error.message) return error.message;
  return fallback;
}

/** Reads an environment value; empty means unset. */
function env(name: 'VITE_API_BASE_URL' | 'VITE_DASHBOARD_API_BASE_URL' | 'VITE_UPLOAD_URL' | 'VITE_UPLOAD_PRESET'): string {
  const value = import.meta.env?.[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** With no API configured the app runs against the in-browser mock backend (docs/design.md §2). */
export const isMockMode = !env('VITE_API_BASE_URL') && !env('VITE_DASHBOARD_API_BASE_URL');

function sameOrigin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

export const apiBaseUrl = env('VITE_API_BASE_URL') || env('VITE_DASHBOARD_API_BASE_URL') || sameOrigin();
export const dashboardBaseUrl = env('VITE_DASHBOARD_API_BASE_URL') || apiBaseUrl;
export const uploadBaseUrl = env('VITE_UPLOAD_URL') || `${sameOrigin()}/mock-files`;
export const uploadPreset = env('VITE_UPLOAD_PRESET') || 'workflow';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The file service is the product's own server when it shares the API's origin (mock mode,
 * and a build aimed at `npm run mock-server`): then it takes the session token, which tells it
 * who uploads and who downloads (docs/decisions/021-files-served-as-attachments.md). A file
 * service elsewhere never receives it.
 */
export function fileServiceHeaders(): Record<string, string> {
  const token = readToken();
  const own = originOf(uploadBaseUrl) !== null && originOf(uploadBaseUrl) === originOf(apiBaseUrl);
  return own && token ? { Authorization: `Bearer ${token}` } : {};
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) {
    const status = error.response.status;
    const reason: ApiErrorReason = status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : 'http';
    return new ApiError(`HTTP error! status: ${status}`, reason, status);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(message || 'Network error', 'network');
}

export type RequestOptions = Pick<FetchOptions<'json'>, 'method' | 'query' | 'body' | 'headers' | 'signal'>;

type Base = 'api' | 'dashboard';

/** The stored token; without one the session is over (signed out in another tab) and nothing is sent. */
function requireToken(): string {
  const token = readToken();
  if (token) return token;
  tellSessionEnded('no-token');
  throw new ApiError('No authentication token found', 'no-token');
}

/**
 * One authenticated JSON call. Without a token it sends nothing and fails with
 * 'No authentication token found' and ends the session; any non-OK status fails with
 * 'HTTP error! status: N'; a 401 also ends the session. Each attempt has a time limit, and a
 * read that got no answer is asked once more (docs/decisions/009-call-timeouts-and-retries.md).
 */
export async function request<T>(path: string, options: RequestOptions = {}, base: Base = 'api'): Promise<T> {
  const token = requireToken();
  const sent = (signal: AbortSignal | null | undefined) =>
    send<T>(path, { ...options, signal, headers: { ...options.headers, Authorization: `Bearer ${token}` } }, base, token);
  if (!isIdempotent(options.method)) {
    forgetReadsInFlight();
    return sent(options.signal);
  }
  const key = JSON.stringify([base, path, options.query ?? null, [...new Headers(options.headers)], token]);
  // A caller that gave up is told as one whose own call was abandoned is: with an ApiError.
  return shareRead(key, options.signal, sent).catch((error: unknown) => {
    throw error instanceof ApiError ? error : toApiError(error);
  });
}

/** A call that needs no session (login). */
export function publicRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(path, options, 'api');
}

/**
 * `sentToken` is the token the call carried: a 401 ends the session only while that token is
 * still the stored one, so the late answer of a call sent before a sign-out and a new sign-in
 * cannot end the new session.
 */
async function send<T>(path: string, options: RequestOptions, base: Base, sentToken?: string): Promise<T> {
  const fetchOptions = {
    ...options,
    baseURL: base === 'dashboard' ? dashboardBaseUrl : apiBaseUrl,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
    query: options.query ? dropEmpty(options.query) : undefined,
    // The Bearer token is the only credential; sending no cookies also spares the mock
    // worker reading document.cookie for every handler it tries.
    credentials: 'omit',
    // Retries are ours (below), so that only reads are asked again and only after no answer.
    retry: 0,
  } as const;
  const attempts = isIdempotent(options.method) ? 1 + READ_RETRIES : 1;
  for (let attempt = 1; ; attempt += 1) {
    const limit = timeLimit(REQUEST_TIMEOUT_MS, options.signal);
    try {
      const answer = await ofetch<T>(path, { ...fetchOptions, signal: limit.signal });
      reportCallOutcome('answered');
      return answer;
    } catch (error) {
      const apiError = limit.timedOut() ? new ApiError(TIMEOUT_MESSAGE, 'timeout', undefined, { cause: error }) : toApiError(error);
      const abandoned = options.signal?.aborted === true;
      // The connection actor follows every call (src/machines/connection.machine.ts).
      if (!abandoned) reportCallOutcome(apiError.reason === 'network' || apiError.reason === 'timeout' ? apiError.reason : 'answered');
      if (!abandoned && attempt < attempts && (apiError.reason === 'network' || apiError.reason === 'timeout')) continue;
      if (apiError.reason === 'unauthorized' && (sentToken === undefined || readToken() === sentToken))
        tellSessionEnded('unauthorized', sentToken);
      throw apiError;
    } finally {
      limit.clear();
    }
  }
}

/** Reads can be asked again without doing anything twice (docs/decisions/009-call-timeouts-and-retries.md). */
function isIdempotent(method: string | undefined): boolean {
  const verb = (method ?? 'GET').toUpperCase();
  return verb === 'GET' || verb === 'HEAD';
}

export interface TimeLimit {
  /** Aborts when the time is up or when the caller's own signal aborts. */
  signal: AbortSignal;
  timedOut: () => boolean;
  clear: () => void;
}

/** One attempt's deadline, joined with the caller's signal (a screen that gave up on the call). */
export function timeLimit(ms: number, callerSignal: AbortSignal | null | undefined): TimeLimit {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(TIMEOUT_MESSAGE, 'TimeoutError'));
  }, ms);
  const follow = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) follow();
  else callerSignal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', follow);
    },
  };
}

/** Query values that are unset are not sent at all. */
function dropEmpty(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}
