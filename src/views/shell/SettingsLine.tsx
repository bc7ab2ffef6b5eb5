import * as styles from './shell.css';

/** Written out in full so a build aimed at a real API drops the mock backend and this button. */
const mockMode = !import.meta.env.VITE_API_BASE_URL && !import.meta.env.VITE_DASHBOARD_API_BASE_URL;

async function resetDemoData(): Promise<void> {
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

/** Spec §2 "Settings & Help line"; in mock mode it offers Reset demo data. */
export function SettingsLine() {
  return (
    <div className={styles.settingsLine}>
      <span>Settings &amp; Help</span>
      {mockMode && (
        <button type="button" className={styles.sidebarButton} onClick={resetDemoData}>
          Reset demo data
        </button>
      )}
    </div>
  );
}
