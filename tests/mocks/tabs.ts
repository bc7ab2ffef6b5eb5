/**
 * Browser tabs of the mock in Node: each tab is a PersistentStore over its own connection to
 * one fake IndexedDB, all sharing one lock as the tabs of a browser share the Web Lock.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { answer } from '../../mocks/handlers';
import { indexedDbStorage } from '../../mocks/db/indexedDbStorage';
import type { LegacyCopy } from '../../mocks/db/legacy';
import { pageLock, type Lock } from '../../mocks/db/locks';
import { apiRefusal, fileRefusal, PersistentStore } from '../../mocks/db/persistentStore';
import type { MockScale } from '../../mocks/db/schema';
import type { DbStorage } from '../../mocks/db/storage';
import type { LiveData } from '../../mocks/db/store';
import type { Envelope, LoginResult } from '../../src/api/types';
import { BASE, type CallOptions } from './api';

export interface Browser {
  factory: IDBFactory;
  lock: Lock;
}

export function newBrowser(): Browser {
  return { factory: new IDBFactory(), lock: pageLock() };
}

export interface TabOptions {
  scale?: MockScale;
  legacy?: LegacyCopy;
  /** Wraps the tab's storage (to make writes fail as a full disk does). */
  wrap?: (storage: DbStorage) => DbStorage;
  seed?: (scale: MockScale) => LiveData;
}

export async function openTab(browser: Browser, options: TabOptions = {}): Promise<PersistentStore> {
  const storage = indexedDbStorage(browser.factory);
  const tab = new PersistentStore({
    storage: options.wrap ? options.wrap(storage) : storage,
    scale: options.scale ?? 'demo',
    lock: browser.lock,
    legacy: options.legacy,
    seed: options.seed,
  });
  await tab.start();
  return tab;
}

function requestOf(path: string, options: CallOptions): Request {
  const url = new URL(path, BASE);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return new Request(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** One request as the tab's service worker would answer it. */
export async function send(tab: PersistentStore, request: Request): Promise<Response> {
  const refusal = new URL(request.url).pathname.startsWith('/mock-files/') ? fileRefusal : apiRefusal;
  const response = await tab.serve(() => answer(request), refusal);
  if (!response) throw new Error(`no handler for ${request.method} ${request.url}`);
  return response;
}

export async function tabEnvelope<T>(tab: PersistentStore, path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  const value: Envelope<T> = await (await send(tab, requestOf(path, options))).json();
  return value;
}

export async function signIn(tab: PersistentStore, email: string): Promise<string> {
  const answer = await tabEnvelope<LoginResult>(tab, '/api/v1/auth/login', { body: { email, password: 'demo1234' } });
  if (answer.responseCode !== 'OK' || !answer.response) throw new Error(`login of ${email} refused: ${answer.responseDescription}`);
  return answer.response.token;
}

/** Stores a file as the user of `token` (the file service records who uploaded what). */
export function upload(
  tab: PersistentStore,
  token: string,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  type = 'application/pdf',
): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  form.append('upload_preset', 'demo');
  return send(
    tab,
    new Request(`${BASE}/mock-files/raw/upload`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } }),
  );
}

/** A stored file read back with `token`'s session. */
export function readFileIn(tab: PersistentStore, link: string, token: string): Promise<Response> {
  return send(tab, new Request(new URL(link, BASE), { headers: { Authorization: `Bearer ${token}` } }));
}
