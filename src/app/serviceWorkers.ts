/**
 * The two service workers that can own this origin's root scope, never both
 * (docs/decisions/056-the-shell-worker-and-the-mock-worker.md): a build aimed at a real API
 * registers the app shell's worker (sw.js, src/serviceWorker/shellWorker.js); mock mode runs
 * msw's worker and first removes a shell worker a real-API build left on the same origin.
 * The file-link worker older builds installed on /mock-files/ is removed by mocks/browser.ts;
 * its scope is not this one.
 */
const BASE_URL: string = import.meta.env?.BASE_URL ?? '/';
const SHELL_WORKER_URL = `${BASE_URL}sw.js`;
/** The shell worker's caches (src/serviceWorker/shellWorker.js names them so). */
const SHELL_CACHE_PREFIX = 'workflow-shell-';

const isShellWorker = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some((worker) =>
    worker ? new URL(worker.scriptURL).pathname === SHELL_WORKER_URL : false,
  );

/**
 * The first screen's data and code are asked for after the page's load event; the worker's
 * install fetches every built file, so it waits this long after load, and then for an idle
 * moment, to leave them the connection (docs/decisions/058-the-shell-workers-cost.md).
 */
const AFTER_LOAD_MS = 3_000;

/** Registers the shell worker once the first screen has had the connection to itself. */
export function registerShellWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SHELL_WORKER_URL, { scope: BASE_URL }).catch(() => {
      // No worker (private mode, an insecure origin): the app works online as before.
    });
  };
  const whenIdle = () =>
    setTimeout(() => (window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 2_000 }) : register()), AFTER_LOAD_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Mock mode, before msw registers its own worker: a shell worker and its caches go. */
export async function removeShellWorker(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.filter(isShellWorker).map((r) => r.unregister()));
    const names = typeof caches === 'undefined' ? [] : await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // The browser will not say what is installed: msw's worker replaces it on registering.
  }
}
