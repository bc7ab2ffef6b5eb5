/** Plain-fetch helpers for the mock backend tests (msw/node answers http://localhost). */
import type { Envelope, LoginResponse } from '../../src/api/types';

export const BASE = 'http://localhost';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  base?: string;
}

export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(path, options.base ?? BASE);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The parsed JSON answer of a call that must succeed at the HTTP level. */
export async function json<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await call(path, options);
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  const value: T = await response.json();
  return value;
}

export function envelope<T>(path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  return json<Envelope<T>>(path, options);
}

export async function login(email: string, password = 'demo1234', base?: string): Promise<LoginResponse> {
  return json<LoginResponse>('/api/v1/auth/login', { body: { email, password }, base });
}

/** A session token of a demo account. */
export async function tokenOf(email: string, base?: string): Promise<string> {
  const answer = await login(email, 'demo1234', base);
  if (answer.responseCode !== 'OK' || !answer.response) throw new Error(`login of ${email} refused: ${answer.responseDescription}`);
  return answer.response.token;
}

/** Stores `file` on the mock file service as `token`'s user (multipart `file` + `upload_preset`). */
export function upload(file: File, options: { token?: string; kind?: 'image' | 'raw' | 'auto'; base?: string } = {}): Promise<Response> {
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', 'workflow');
  const headers: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};
  return fetch(`${options.base ?? BASE}/mock-files/${options.kind ?? 'auto'}/upload`, { method: 'POST', body: form, headers });
}

/** The link the file service answered for a stored file; fails when it refused it. */
export async function uploadedLink(file: File, options: Parameters<typeof upload>[1] = {}): Promise<string> {
  const response = await upload(file, options);
  if (!response.ok) throw new Error(`upload of ${file.name} answered HTTP ${response.status}: ${await response.text()}`);
  const answer: { secure_url: string } = await response.json();
  return answer.secure_url;
}

/** A stored file read back as a client would, with `token`'s session when given. */
export function readFileAt(link: string, token?: string): Promise<Response> {
  return fetch(new URL(link, BASE), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/** The name a Content-Disposition header gives: its `filename*` (RFC 5987) when present, else `filename`. */
export function dispositionName(header: string | null): string | null {
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '');
  if (extended) return decodeURIComponent(extended[1]);
  const plain = /filename="((?:[^"\\]|\\.)*)"/i.exec(header ?? '');
  return plain ? plain[1] : null;
}
