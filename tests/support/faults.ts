/**
 * The ways a real server or network fails a call (docs/decisions/009-call-timeouts-and-retries.md),
 * as MSW answers: the two fault matrices (reads, saves) fail every call each of these ways.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import { passTime } from './time';
import { sentByAnEarlierTest } from './server';

export type Fault = '500' | 'network' | 'timeout' | '401' | 'not JSON' | 'OK but empty';
export const FAULTS: Fault[] = ['500', 'network', 'timeout', '401', 'not JSON', 'OK but empty'];

/** The answer (or lack of one) for `fault`; `empty` is the OK answer that carries nothing usable. */
async function faultyAnswer(fault: Fault, request: Request, empty: Record<string, unknown>): Promise<Response> {
  switch (fault) {
    case '500':
      return new HttpResponse(null, { status: 500 });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      // No answer until the app gives up on the call.
      await new Promise((gone) => request.signal.addEventListener('abort', gone));
      return HttpResponse.error();
    case '401':
      return new HttpResponse(null, { status: 401 });
    case 'not JSON':
      return new HttpResponse('<html><body>Bad gateway</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    case 'OK but empty':
      return HttpResponse.json(empty);
  }
}

/** How the app has sent the calls a fault was put on: how many it sent, how many wait for an answer now. */
export interface BrokenCalls {
  sent: () => number;
  unanswered: () => number;
}

/** Makes every `method` call of `path` fail the way `fault` says, from now to the end of the test. */
export function breakCalls(method: 'get' | 'post' | 'put', path: string, fault: Fault, empty: Record<string, unknown>): BrokenCalls {
  let sent = 0;
  let unanswered = 0;
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      // A late call of an earlier test's app is not this test's to break or count.
      if (sentByAnEarlierTest(request)) return undefined;
      sent += 1;
      unanswered += 1;
      try {
        return await faultyAnswer(fault, request, empty);
      } finally {
        unanswered -= 1;
      }
    }),
  );
  return { sent: () => sent, unanswered: () => unanswered };
}

/**
 * For calls that never answer (the 'timeout' fault), on simulated time: each of `attempts`
 * times, waits for a call to be waiting and moves the clock past the time `limit`, as the real
 * wait would.
 */
export async function outwaitUnanswered(calls: BrokenCalls, attempts: number, limit: number): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    await waitFor(() => expect(calls.unanswered()).toBeGreaterThan(0));
    await passTime(limit);
  }
}
