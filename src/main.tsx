import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreensFor } from './app/App';
import { keepDemoDataNotices } from './views/ui/resetDemoData';
import './styles/global.css';

/**
 * Written out in full (not through a helper) so a build aimed at a real API can drop the
 * mock backend entirely: the bundler sees a constant false and removes the import.
 */
const mockMode = !import.meta.env.VITE_API_BASE_URL && !import.meta.env.VITE_DASHBOARD_API_BASE_URL;

async function startMockBackend(): Promise<void> {
  if (!mockMode) return;
  const { startMockBackend: start } = await import('../mocks/browser');
  keepDemoDataNotices(await start());
}

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
