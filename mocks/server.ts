/**
 * `npm run mock-server`: the same handlers over real HTTP on 127.0.0.1 (PORT, default 8787).
 * It answers like a server facing the network (docs/behaviour.md §7 "Over HTTP"): CORS only for
 * the app's own origins, bodies limited before they are read, a malformed request line or Host
 * answered 400 and an unexpected error 500, each with a generic text
 * (docs/decisions/022-the-mock-servers-http-edge.md).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answer } from './handlers';
import { resetMockDb } from './db/store';
import { MAX_JSON_BYTES, MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from './handlers/http';

/** The dev server's and the preview's addresses; CORS_ORIGINS (comma-separated) adds others. */
export const DEFAULT_CORS_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'];

export function corsOrigins(extra = process.env.CORS_ORIGINS ?? ''): Set<string> {
  const added = extra
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return new Set([...DEFAULT_CORS_ORIGINS, ...added]);
}

/** The request's Origin echoed when it is one of ours; no Access-Control-Allow-Origin otherwise. */
function corsHeaders(origin: string | undefined, allowed: Set<string>): Record<string, string> {
  if (!origin || !allowed.has(origin)) return { Vary: 'Origin' };
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
    'Access-Control-Max-Age': '600',
  };
}

const BAD_REQUEST = 'Bad request';
const SERVER_ERROR = 'Internal server error';
/** A Host is a name or an address, with an optional port; anything else is refused. */
const HOST = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/;

/** The path and query of a well-formed request target, or null. */
function targetOf(incoming: IncomingMessage): string | null {
  const raw = incoming.url ?? '';
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const host = incoming.headers.host;
  if (host !== undefined && !HOST.test(host)) return null;
  try {
    const url = new URL(raw, 'http://127.0.0.1');
    // Paths are matched decoded; one that cannot be decoded names nothing.
    decodeURIComponent(url.pathname);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** Uploads may carry a file; every other body is JSON. */
const bodyLimitOf = (target: string): number => (target.startsWith('/mock-files/') ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES);

class BodyTooLarge extends Error {}

/**
 * The body as a stream read only when a handler asks for it (so the token is checked first:
 * mocks/handlers/http.ts withCaller) and cut off once it passes `limit`.
 */
function limitedBody(incoming: IncomingMessage, limit: number, cut: { happened: boolean }): ReadableStream<Uint8Array> {
  let read = 0;
  const iterator = incoming[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next: IteratorResult<unknown> = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      const chunk =
        typeof next.value === 'string' ? Buffer.from(next.value) : next.value instanceof Uint8Array ? next.value : new Uint8Array();
      read += chunk.length;
      if (read > limit) {
        cut.happened = true;
        controller.error(new BodyTooLarge(TOO_LARGE_MESSAGE));
        return;
      }
      controller.enqueue(new Uint8Array(chunk));
    },
  });
}

function toRequest(incoming: IncomingMessage, port: number, target: string, cut: { happened: boolean }): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = limitedBody(incoming, bodyLimitOf(target), cut);
    init.duplex = 'half';
  }
  return new Request(`http://127.0.0.1:${port}${target}`, init);
}

function plain(outgoing: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  outgoing.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
}

const tooLargeBody = JSON.stringify({ responseCode: '413', responseDescription: TOO_LARGE_MESSAGE, response: null });

async function respond(incoming: IncomingMessage, outgoing: ServerResponse, port: number, allowed: Set<string>): Promise<void> {
  const cors = corsHeaders(incoming.headers.origin, allowed);
  const target = targetOf(incoming);
  if (target === null) {
    plain(outgoing, 400, BAD_REQUEST, { ...cors, Connection: 'close' });
    return;
  }
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, cors).end();
    return;
  }
  const declared = Number(incoming.headers['content-length'] ?? '0');
  if (!Number.isFinite(declared) || declared > bodyLimitOf(target)) {
    outgoing.writeHead(413, { ...cors, 'Content-Type': 'application/json', Connection: 'close' }).end(tooLargeBody);
    return;
  }
  const cut = { happened: false };
  const response = await answer(toRequest(incoming, port, target, cut));
  // A body cut off is not read further: the connection ends with the answer. One the handler did
  // not read (a refused token) is discarded by Node as it arrives, never held in memory.
  if (cut.happened) {
    outgoing.writeHead(413, { ...cors, 'Content-Type': 'application/json', Connection: 'close' }).end(tooLargeBody);
    return;
  }
  if (!response) {
    outgoing.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
    return;
  }
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
}

export function startMockServer(port: number, host = '127.0.0.1', allowed = corsOrigins()): Promise<Server> {
  resetMockDb();
  const server = createServer((incoming, outgoing) => {
    const actual = (server.address() as AddressInfo | null)?.port ?? port;
    respond(incoming, outgoing, actual, allowed).catch((error: unknown) => {
      // The cause stays in the server's log; the client learns nothing of the internals.
      console.error(error);
      if (outgoing.headersSent) outgoing.destroy();
      else plain(outgoing, 500, SERVER_ERROR, { ...corsHeaders(incoming.headers.origin, allowed), Connection: 'close' });
    });
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

const isEntryPoint = process.argv[1]?.replace(/\\/g, '/').endsWith('mocks/server.ts');
if (isEntryPoint) {
  const server = await startMockServer(Number(process.env.PORT ?? 8787));
  const { port } = server.address() as AddressInfo;
  console.log(`Mock API listening on http://127.0.0.1:${port}`);
}
