/**
 * The `Idempotency-Key` extension (docs/api-extensions.md "Idempotency keys"): a write sent
 * again with the key of one already answered gets that first answer back and changes nothing.
 * The outbox sends its calls with a key (src/api/outboxSend.ts), so a submission or decision
 * that reached the server before the connection dropped is not applied twice.
 */

interface Kept {
  status: number;
  body: string;
}

/** Answers by caller, path and key; the server's memory, like its sessions. */
const answered = new Map<string, Kept>();

/** The header the outbox sends; a request without it is answered as always. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * `answer` runs once per caller, path and key: a repeat gets the first answer, marked with
 * `Idempotent-Replayed: true`. A server error is not kept, so the write can be tried again.
 */
export async function onceByKey(request: Request, callerId: number, answer: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return answer();
  const id = `${callerId} ${new URL(request.url).pathname} ${key}`;
  const kept = answered.get(id);
  if (kept)
    return new Response(kept.body, { status: kept.status, headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' } });
  const response = await answer();
  if (response.status < 500) answered.set(id, { status: response.status, body: await response.clone().text() });
  return response;
}

/** Forgets every kept answer (the demo data reset, tests). */
export function forgetKeptAnswers(): void {
  answered.clear();
}
