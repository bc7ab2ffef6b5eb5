/**
 * `npm run mock-server`: the same handlers over real HTTP on 127.0.0.1 (PORT, default 8787),
 * with CORS open to any origin so a browser app on another port can call it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { resetMockDb } from './db/store';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

async function toRequest(incoming: IncomingMessage, port: number): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(`http://127.0.0.1:${port}${incoming.url ?? '/'}`, { method, headers, body });
}

async function answer(incoming: IncomingMessage, outgoing: ServerResponse, port: number): Promise<void> {
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, CORS_HEADERS).end();
    return;
  }
  const response = await getResponse(handlers, await toRequest(incoming, port));
  const headers: Record<string, string> = { ...CORS_HEADERS };
  response?.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (!response) {
    outgoing.writeHead(404, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
    return;
  }
  outgoing.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
}

export function startMockServer(port: number, host = '127.0.0.1'): Promise<Server> {
  resetMockDb();
  const server = createServer((incoming, outgoing) => {
    const actual = (server.address() as AddressInfo | null)?.port ?? port;
    answer(incoming, outgoing, actual).catch((error: unknown) => {
      outgoing.writeHead(500, { ...CORS_HEADERS, 'Content-Type': 'text/plain' }).end(String(error));
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
