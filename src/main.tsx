import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreensFor } from './app/App';
import { keepDemoDataNotices } from './views/ui/resetDemoData';
import { registerShellWorker, removeShellWorker } from './app/serviceWorkers';
import './styles/global.css';

/**
 * Written out in full (not through a helper) so a build aimed at a real API can drop the
 * mock backend entirely: the bundler sees a constant false and removes the import.
 */
const mockMode = !import.meta.env.VITE_API_BASE_URL && !import.meta.env.VITE_DASHBOARD_API_BASE_URL;

async function startMockBackend(): Promise<void> {
  if (!mockMode) return;
  // One worker owns the root scope: msw's here (docs/decisions/056-the-shell-worker-and-the-mock-worker.md).
  const [{ startMockBackend: start }] = await Promise.all([import('../mocks/browser'), removeShellWorker()]);
  keepDemoDataNotices(await start());
}

// A real-API build keeps its own files for opening offline. The dev server (the one with hot
// updates) has no sw.js; it is told apart by its hot updates, not by the PROD flag, which a
// build made under another NODE_ENV has false.
if (!mockMode && !import.meta.hot) registerShellWorker();

const screenCode = preloadScreensFor(window.location.pathname);
startMockBackend().finally(async () => {
  // With its code here, the screen is drawn in the same pass as the layout (src/app/preloadable.ts).
  await screenCode;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
