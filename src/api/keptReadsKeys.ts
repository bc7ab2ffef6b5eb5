/**
 * Where the kept answers of src/api/readCache.ts live in local storage, and their removal with
 * the session. Apart from the read cache so the session can forget them without bringing the
 * HTTP client to the login page (docs/decisions/082-login-code-against-bare-react.md).
 */
export const KEPT_READS_PREFIX = 'workflow_offline_reads_';

/** Sign-out (or an ended session) removes every user's kept answers from this browser. */
export function forgetKeptReads(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(KEPT_READS_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage unreadable: nothing was kept.
  }
}
