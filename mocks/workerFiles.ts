/**
 * The mock backend's service worker files in `public/`: msw's own, and the one mock mode
 * registers, which routes the app's own files past it (docs/decisions/107-the-mock-worker-answers-only-the-api.md).
 * A build aimed at a real API ships neither.
 */
export const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'mockBackendWorker.js'] as const;
