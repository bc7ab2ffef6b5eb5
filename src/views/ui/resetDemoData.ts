/** Written out in full so a build aimed at a real API drops the mock backend and this action. */
export const mockMode = !import.meta.env.VITE_API_BASE_URL && !import.meta.env.VITE_DASHBOARD_API_BASE_URL;

/**
 * "Reset demo data" (mock mode): the open data set back to its seed, also when the stored data
 * is damaged (docs/decisions/013-indexeddb-for-the-browser-mock.md); then the page reloads.
 */
export async function resetDemoData(): Promise<void> {
  if (!mockMode) return;
  if (!window.confirm('Reset all demo data to its starting state? Your changes will be lost.')) return;
  const { resetDemoData: reset } = await import('../../../mocks/browser');
  try {
    await reset();
  } catch (error) {
    window.alert(`Reset demo data failed: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  window.location.reload();
}

let notices: readonly string[] = [];

/**
 * What the demo data should have put right, as the mock backend said on this page load
 * (docs/decisions/029-a-stored-date-that-cannot-be-read.md): kept by main.tsx before the first
 * render, shown beside Reset demo data. A boot fact, not a flow: it changes only on reload.
 */
export function keepDemoDataNotices(said: readonly string[]): void {
  notices = said;
}

export const demoDataNotices = (): readonly string[] => notices;
