/**
 * Reads asked for again while the same read is on its way share its answer
 * (docs/decisions/103-one-read-in-flight.md). A screen's parts each read what they need as
 * they start, and several need the same thing: on the dashboard the capabilities were read five
 * times at once, and each of the last three months' jobs twice.
 *
 * A read joins one in flight only if no write has been sent since that one was sent, so what a
 * save changed is never answered with what was read before it. Each caller keeps its own
 * signal: one that gives up is told so at once, and the read itself is abandoned only when
 * every caller has given up. A caller that joins gets its own copy of the answer, so no caller
 * can change what another reads.
 */

interface InFlight {
  answer: Promise<unknown>;
  controller: AbortController;
  /** Callers still waiting for the answer. */
  waiting: number;
}

const inFlight = new Map<string, InFlight>();

/** A write was sent: reads from now on are sent afresh. Those in flight still answer their callers. */
export function forgetReadsInFlight(): void {
  inFlight.clear();
}

/**
 * `read`'s answer, shared with every caller that asks for `key` while it is on its way. The key
 * names the call, so a joining caller's answer is of the type the first caller's `read` gives.
 */
export function shareRead<T>(
  key: string,
  callerSignal: AbortSignal | null | undefined,
  read: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const running = inFlight.get(key);
  if (running) return join(key, running, callerSignal, true) as Promise<T>;
  const controller = new AbortController();
  const started: InFlight = { answer: Promise.resolve(), controller, waiting: 0 };
  started.answer = read(controller.signal).finally(() => {
    if (inFlight.get(key) === started) inFlight.delete(key);
  });
  inFlight.set(key, started);
  return join(key, started, callerSignal, false) as Promise<T>;
}

function join(key: string, shared: InFlight, callerSignal: AbortSignal | null | undefined, copy: boolean): Promise<unknown> {
  shared.waiting += 1;
  return new Promise((resolve, reject) => {
    let waiting = true;
    const leave = (): boolean => {
      if (!waiting) return false;
      waiting = false;
      shared.waiting -= 1;
      callerSignal?.removeEventListener('abort', giveUp);
      return true;
    };
    function giveUp() {
      if (!leave()) return;
      if (shared.waiting === 0) {
        if (inFlight.get(key) === shared) inFlight.delete(key);
        shared.controller.abort(callerSignal?.reason);
      }
      reject(callerSignal?.reason);
    }
    // Heard before anything else, so the answer of a read every caller gave up on (one whose
    // caller had already given up when it asked, too) is never an unhandled failure.
    shared.answer.then(
      (answer) => {
        if (leave()) resolve(copy ? structuredClone(answer) : answer);
      },
      (error: unknown) => {
        if (leave()) reject(error);
      },
    );
    if (callerSignal?.aborted) giveUp();
    else callerSignal?.addEventListener('abort', giveUp, { once: true });
  });
}
