/**
 * The mock backend in the browser: a service worker over the same handlers, starting from the
 * db saved in localStorage (or a fresh seed). `?mockScale=large` or VITE_MOCK_SCALE=large seeds
 * the large data set for performance work.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { startPersistentDb } from './db/store';
import type { MockScale } from './db/schema';

export { resetDemoData } from './db/store';

export const worker = setupWorker(...handlers);

function requestedScale(): MockScale {
  const fromQuery = new URLSearchParams(window.location.search).get('mockScale');
  const fromEnv: unknown = import.meta.env?.VITE_MOCK_SCALE;
  return fromQuery === 'large' || fromEnv === 'large' ? 'large' : 'demo';
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

/** Call before the first render so no request escapes the worker. */
export async function startMockBackend(): Promise<void> {
  ignoreAbandonedWorkerRefresh();
  // The worker registers while the data is built (the large seed takes a moment); no request
  // can reach a handler before the build ends, as both run on this one thread.
  const started = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL ?? '/'}mockServiceWorker.js` },
  });
  startPersistentDb(requestedScale());
  await started;
}
