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
