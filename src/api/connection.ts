import { apiBaseUrl } from './client';
import { extensionPaths } from './extensions';

/** How long the probe waits for the server before the connection counts as still down. */
export const PROBE_TIMEOUT_MS = 5_000;

/**
 * Asks the server whether it can be reached: any HTTP answer, even a refusal, means it can
 * (docs/architecture.md, "The connection actor"). It sends no token, so it changes nothing and
 * cannot end a session. Fails when no answer comes.
 */
export async function probeServer(signal: AbortSignal): Promise<void> {
  const limit = AbortSignal.any([signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]);
  await fetch(new URL(extensionPaths.capabilities, apiBaseUrl), { method: 'GET', cache: 'no-store', credentials: 'omit', signal: limit });
}
