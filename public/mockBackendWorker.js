/*
 * The mock backend's service worker: msw's own (mockServiceWorker.js, as `msw init` writes it),
 * behind one route. msw's worker takes every request its page makes, hands it to the page to be
 * matched, and copies the answer's body back to the page, so each of the app's own files crossed
 * into the page twice on its way there. Only the API and the mock's files are the mock's to
 * answer; everything else goes straight to the network without waking the worker
 * (docs/decisions/107-the-mock-worker-answers-only-the-api.md). A browser without the
 * static-routing API hands every request to msw's worker, as before.
 */
const MOCK_ANSWERS = ['*/api/*', '*/mock-files/*'];

addEventListener('install', (event) => {
  if (!event.addRoutes) return;
  const answered = MOCK_ANSWERS.map((pathname) => ({ urlPattern: new URLPattern({ pathname }) }));
  event.waitUntil(event.addRoutes({ condition: { not: { or: answered } }, source: 'network' }));
});

importScripts('mockServiceWorker.js');
