/**
 * The app shell's service worker, for builds aimed at a real API only
 * (docs/decisions/056-the-shell-worker-and-the-mock-worker.md). The build writes it to sw.js
 * behind two constants (src/serviceWorker/plugin.ts): SHELL_CACHE, named after the build, and
 * SHELL_FILES, every built file. It serves those files from its cache so the app opens without
 * a connection; it never answers an API call or a file: those pass to the network untouched.
 */
/* global SHELL_CACHE, SHELL_FILES */
const CACHE_PREFIX = 'workflow-shell-';
const INDEX = new URL('index.html', self.registration.scope).pathname;
const shellFiles = new Set(SHELL_FILES);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

/** A new build's cache replaces the old ones; navigation preload spares a navigation the worker's start-up. */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      caches
        .keys()
        .then((names) => Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== SHELL_CACHE).map((n) => caches.delete(n)))),
      self.registration.navigationPreload?.enable(),
    ]).then(() => self.clients.claim()),
  );
});

/** Only the page itself and the built files; the API, files and anything on another origin are not touched. */
function isShellRequest(request, url) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  if (url.pathname.includes('/api/') || url.pathname.includes('/mock-files/')) return false;
  return request.mode === 'navigate' || shellFiles.has(url.pathname);
}

/** The page from the network while there is one (a new build shows at once), else the kept one. */
async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch {
    const kept = await caches.match(INDEX, { cacheName: SHELL_CACHE, ignoreVary: true });
    return kept ?? Response.error();
  }
}

/**
 * A built file's name changes with its content, so the kept copy is always the right one.
 * Vary is ignored: a server that varies on Origin would otherwise never match a module
 * script's request (it carries an Origin; the copy kept at install did not).
 */
async function builtFile(request) {
  const kept = await caches.match(request, { cacheName: SHELL_CACHE, ignoreVary: true });
  return kept ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (!isShellRequest(event.request, url)) return;
  event.respondWith(event.request.mode === 'navigate' ? page(event) : builtFile(event.request));
});
