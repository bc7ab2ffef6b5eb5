/**
 * The ways a real server or network fails a call (docs/decisions/009-call-timeouts-and-retries.md),
 * as MSW answers: the two fault matrices (reads, saves) fail every call each of these ways.
 */
import { HttpResponse } from 'msw';

export type Fault = '500' | 'network' | 'timeout' | '401' | 'not JSON' | 'OK but empty';
export const FAULTS: Fault[] = ['500', 'network', 'timeout', '401', 'not JSON', 'OK but empty'];

/** The answer (or lack of one) for `fault`; `empty` is the OK answer that carries nothing usable. */
export async function faultyAnswer(fault: Fault, request: Request, empty: Record<string, unknown>): Promise<Response> {
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
