/**
 * Mock mode only. Opens file links of the browser mock in a tab: page navigations skip the
 * msw worker, so this worker, whose scope is only /mock-files/, serves
 * /mock-files/files/:id/:name from the IndexedDB the mock keeps its uploads in
 * (mocks/db/indexedDbStorage.ts: database "workflow-mock", store "files", key = upload id;
 * docs/decisions/009-indexeddb-for-the-browser-mock.md). Other requests go to the network.
 */
const DB_NAME = 'workflow-mock';
const FILES = 'files';
const FILE_PATH = /\/mock-files\/files\/(\d+)\/[^/]*$/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME);
    // No database yet: do not create one here; the app creates it with its own layout.
    request.onupgradeneeded = () => request.transaction.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function storedFile(id) {
  const db = await openDb();
  try {
    if (!db.objectStoreNames.contains(FILES)) return undefined;
    return await new Promise((resolve, reject) => {
      const request = db.transaction(FILES, 'readonly').objectStore(FILES).get(id);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

function notFound() {
  return new Response('This file is not in the demo data. It may have been removed by Reset demo data.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

async function serve(id) {
  try {
    const file = await storedFile(id);
    if (!file || !(file.blob instanceof Blob)) return notFound();
    const name = String(file.fileName).replace(/["\\\r\n]/g, '_');
    return new Response(file.blob, {
      headers: { 'Content-Type': String(file.contentType), 'Content-Disposition': `inline; filename="${name}"` },
    });
  } catch {
    return notFound();
  }
}

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  const match = FILE_PATH.exec(new URL(event.request.url).pathname);
  if (match) event.respondWith(serve(Number(match[1])));
});
