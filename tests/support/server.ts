import { expect, vi } from 'vitest';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { server } from '../../mocks/node';
import { answer } from '../../mocks/handlers';
import { readToken } from '../../src/api/client';

type Method = 'get' | 'post' | 'put';

/** Any origin, as the mock's own handlers match (a leading `*`). */
const anyOrigin = (path: string) => (path.startsWith('*') ? path : `*${path}`);

export type Failure = 500 | 401 | 403 | 'network';

/** Makes every call to `path` fail the given way until the test ends. */
export function failCall(method: Method, path: string, failure: Failure): void {
  server.use(
    http[method](anyOrigin(path), () => (failure === 'network' ? HttpResponse.error() : new HttpResponse(null, { status: failure }))),
  );
}

/** Answers every call to `path` with this JSON until the test ends. */
export function answerCall(method: Method, path: string, body: unknown, status = 200): void {
  server.use(http[method](anyOrigin(path), () => HttpResponse.json(body as Record<string, unknown>, { status })));
}

/**
 * An earlier test's app can still send a call once this test has started: a read asked again
 * after its time limit keeps the token it was first sent with. Each test signs in afresh, so
 * such a call carries a token that is not the stored one; it is not this test's to hold.
 */
export function sentByAnEarlierTest(request: Request): boolean {
  const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  return sent !== undefined && sent !== readToken();
}

export interface HeldCall {
  /** Resolves with the request once the app has sent it. */
  request(): Promise<Request>;
  /** Lets the mock backend answer it as it would have. */
  passThrough(): Promise<void>;
  /** Answers it with the mock backend's JSON as changed by `change` (a record without its list...). */
  passThroughChanged(change: (body: Record<string, unknown>) => unknown): Promise<void>;
  /** Answers it with this JSON. */
  respond(body: unknown, status?: number): Promise<void>;
  /** Fails it. */
  fail(failure: Failure): Promise<void>;
  /** How many requests reached this endpoint so far. */
  count(): number;
}

export interface QueuedHeldCall extends HeldCall {
  /** How many are still waiting for an answer (a request the app gave up on is not). */
  waiting(): number;
}

/**
 * Holds every call to `path` (that `picks`) until the test decides its answer, so a test can
 * look at the screen while the request is in flight, then let it succeed or fail.
 */
export function holdCall(method: Method, path: string, picks: (url: URL) => boolean = () => true): QueuedHeldCall {
  const waiting: Array<{ request: Request; answer: (response: Response) => void }> = [];
  const arrivals: Array<() => void> = [];
  let total = 0;
  const handler: HttpHandler = http[method](anyOrigin(path), async ({ request }) => {
    // Calls it does not pick (the header's counts share the pending-review path), and a late
    // call of an earlier test's app, are answered by the mock backend at once.
    if (!picks(new URL(request.url)) || sentByAnEarlierTest(request)) {
      return (await answer(request.clone())) ?? new HttpResponse(null, { status: 404 });
    }
    // Given up before it arrived (sent by an actor that had stopped): nobody waits for it.
    if (request.signal.aborted) return HttpResponse.error();
    total += 1;
    return new Promise<Response>((answer) => {
      const held = { request: request.clone(), answer };
      waiting.push(held);
      // A request the app gave up on (it left the state that sent it) is no longer waiting.
      request.signal.addEventListener('abort', () => {
        const index = waiting.indexOf(held);
        if (index >= 0) waiting.splice(index, 1);
      });
      arrivals.splice(0).forEach((wake) => wake());
    });
  });
  server.use(handler);

  async function next() {
    while (waiting.length === 0) await new Promise<void>((wake) => arrivals.push(wake));
    return waiting.shift()!;
  }

  return {
    async request() {
      while (waiting.length === 0) await new Promise<void>((wake) => arrivals.push(wake));
      return waiting[0].request.clone();
    },
    async passThrough() {
      const held = await next();
      const response = await answer(held.request);
      held.answer(response ?? new HttpResponse(null, { status: 404 }));
    },
    async passThroughChanged(change) {
      const held = await next();
      const response = await answer(held.request);
      if (!response) throw new Error(`the mock backend does not answer ${held.request.url}`);
      held.answer(
        HttpResponse.json(change((await response.json()) as Record<string, unknown>) as Record<string, unknown>, {
          status: response.status,
        }),
      );
    },
    async respond(body, status = 200) {
      (await next()).answer(HttpResponse.json(body as Record<string, unknown>, { status }));
    },
    async fail(failure) {
      (await next()).answer(failure === 'network' ? HttpResponse.error() : new HttpResponse(null, { status: failure }));
    },
    count: () => total,
    waiting: () => waiting.length,
  };
}

export interface CallGate {
  /** The next call waits until the test settles it; the calls before it pass. */
  arm(): void;
  /**
   * Resolves once the armed call has arrived (and disarms), with the way to settle it: let the
   * mock backend answer it, or fail it with a 500. A test that stops waiting leaves it unsettled.
   */
  held(): Promise<(fail: boolean) => void>;
}

/** For a save that sends several calls to `path`, of which the test holds the one it arms. */
export function gateCall(method: Method, path: string): CallGate {
  let armed = false;
  let settle: ((fail: boolean) => void) | null = null;
  server.use(
    http[method](anyOrigin(path), async () => {
      if (!armed) return undefined;
      const fail = await new Promise<boolean>((decide) => {
        settle = decide;
      });
      return fail ? new HttpResponse(null, { status: 500 }) : undefined;
    }),
  );
  return {
    arm: () => {
      armed = true;
    },
    async held() {
      await vi.waitFor(() => expect(settle).not.toBeNull());
      const decide = settle!;
      settle = null;
      armed = false;
      return decide;
    },
  };
}

/**
 * Does what leaves the call's state (closing, navigating) and checks the call in flight was
 * cancelled rather than left open: afterwards only the `replacements` newly sent calls wait.
 */
export async function expectCancelled(held: QueuedHeldCall, leave: () => unknown, replacements = 0): Promise<void> {
  const asked = held.count();
  expect(held.waiting()).toBe(1);
  await leave();
  await vi.waitFor(() => {
    expect(held.count()).toBe(asked + replacements);
    expect(held.waiting()).toBe(replacements);
  });
}

type RequestListener = Parameters<typeof server.events.on<'request:start'>>[1];
const recorders = new Set<RequestListener>();

/** Detaches every recordRequests listener (tests/setup.ts, after each test): a recorder lives for one test. */
export function stopRecordingRequests(): void {
  recorders.forEach((listener) => server.events.removeListener('request:start', listener));
  recorders.clear();
}

/**
 * Every request this test's app sent, in order (method and path with query): a late call of an
 * earlier test's app, still running in this worker, is not this test's.
 */
export function recordRequests(): Array<{ method: string; url: URL; body: Promise<unknown> }> {
  const seen: Array<{ method: string; url: URL; body: Promise<unknown> }> = [];
  const listener: RequestListener = ({ request }) => {
    if (sentByAnEarlierTest(request)) return;
    const copy = request.clone();
    seen.push({
      method: request.method,
      url: new URL(request.url),
      body: copy.text().then((t) => {
        try {
          return t ? JSON.parse(t) : null;
        } catch {
          return t;
        }
      }),
    });
  };
  recorders.add(listener);
  server.events.on('request:start', listener);
  return seen;
}
