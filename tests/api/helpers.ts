import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '../../mocks/node';
import { TOKEN_KEY } from '../../src/api/storageKeys';

export const TEST_TOKEN = 'test-token-123';

export function signIn(token = TEST_TOKEN): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/** Every request that reached the network layer during a test, in order. */
export function recordRequests(): Request[] {
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(request);
  };
  server.events.on('request:start', listener);
  afterEachCleanup(() => server.events.removeListener('request:start', listener));
  return seen;
}

const cleanups: Array<() => void> = [];
function afterEachCleanup(fn: () => void): void {
  cleanups.push(fn);
}

/** Detaches the listeners of recordRequests; call from afterEach. */
export function stopRecording(): void {
  while (cleanups.length) cleanups.pop()?.();
}

export function envelope<T>(
  responseCode: string,
  response: T,
  responseDescription = '',
): {
  responseCode: string;
  responseDescription: string;
  response: T;
} {
  return { responseCode, responseDescription, response };
}

/** What one request sent: its method, its query and its JSON body (undefined when it had none). */
export interface SentRequest {
  method: string;
  query: Record<string, string>;
  body: unknown;
}

async function sentBy(request: Request): Promise<SentRequest> {
  const text = await request.text();
  return {
    method: request.method,
    query: Object.fromEntries(new URL(request.url).searchParams),
    body: text ? JSON.parse(text) : undefined,
  };
}

/** Answers every `method` request to `path` with `answer`, and keeps what each one sent, in order. */
export function answerAndRecord(method: 'get' | 'post' | 'put', path: string, answer: JsonBodyType): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      sent.push(await sentBy(request));
      return HttpResponse.json(answer);
    }),
  );
  return sent;
}
