/**
 * The mock backend in the browser: a service worker over the same handlers, on data kept in
 * IndexedDB and shared by every tab (docs/decisions/013-indexeddb-for-the-browser-mock.md).
 * `?mockScale=large` or VITE_MOCK_SCALE=large opens the large data set, kept beside the demo.
 */
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { answer } from './handlers';
import { indexedDbStorage } from './db/indexedDbStorage';
import { localStorageCopy } from './db/legacy';
import { browserLock } from './db/locks';
import { apiRefusal, fileRefusal, PersistentStore } from './db/persistentStore';
import type { MockScale } from './db/schema';

function requestedScale(): MockScale {
  const fromQuery = new URLSearchParams(window.location.search).get('mockScale');
  const fromEnv: unknown = import.meta.env?.VITE_MOCK_SCALE;
  return fromQuery === 'large' || fromEnv === 'large' ? 'large' : 'demo';
}

const BASE_URL: string = import.meta.env?.BASE_URL ?? '/';

const store = new PersistentStore({
  storage: indexedDbStorage(indexedDB),
  scale: requestedScale(),
  lock: browserLock(),
  legacy: localStorageCopy(globalThis.localStorage),
});

/** Every mock request goes through the store, so it runs on the data all tabs share. */
export const worker = setupWorker(
  http.all('*/api/*', ({ request }) => store.serve(() => answer(request), apiRefusal)),
  http.all('*/mock-files/*', ({ request }) => store.serve(() => answer(request), fileRefusal)),
);

/** "Reset demo data": the open data set back to its seed; also repairs damaged data. */
export function resetDemoData(): Promise<void> {
  return store.reset();
}

/** What the user is told when the stored demo data is damaged, null when it is sound. */
export function demoDataDamage(): string | null {
  return store.damage();
}

/**
 * Jobs or tasks with a date that cannot be read, one line each saying what to do; they are
 * served as they are (docs/decisions/029-a-stored-date-that-cannot-be-read.md).
 */
export function demoDataNotices(): string[] {
  return store.notices();
}

/**
 * msw asks the browser to refresh an already installed worker without waiting for the
 * answer; when the page navigates meanwhile the refresh is abandoned and would surface as an
 * unhandled rejection. The installed worker keeps serving, so exactly that one is expected.
 */
function ignoreAbandonedWorkerRefresh(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (String(event.reason).includes('Failed to update a ServiceWorker')) event.preventDefault();
  });
}

/**
 * Earlier versions installed a second worker on /mock-files/ that opened file links without a
 * token; the app no longer navigates to files (docs/decisions/021-files-served-as-attachments.md),
 * so a copy still installed in this browser is removed.
 */
async function removeOldFilesWorker(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.filter((r) => r.scope.endsWith(`${BASE_URL}mock-files/`)).map((r) => r.unregister()));
  } catch {
    // Nothing is installed, or the browser will not say: nothing to remove.
  }
}

/**
 * Call before the first render so no request escapes the worker. Answers the data's notices
 * (demoDataNotices), which the app shows once, beside Reset demo data.
 */
export async function startMockBackend(): Promise<string[]> {
  ignoreAbandonedWorkerRefresh();
  // The worker registers while the data is read (or the large seed built and stored).
  const started = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // msw's worker, behind a route that sends the app's own files past it (public/mockBackendWorker.js).
    serviceWorker: { url: `${BASE_URL}mockBackendWorker.js` },
  });
  await Promise.all([store.start().catch(() => undefined), removeOldFilesWorker()]);
  // Once per page load; the records keep working meanwhile.
  const notices = store.notices();
  for (const notice of notices) console.warn(notice);
  await started;
  return notices;
}
