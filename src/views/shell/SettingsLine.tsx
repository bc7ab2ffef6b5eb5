import { mockMode, resetDemoData } from '../ui/resetDemoData';
import { Inline } from '../ui/Layout';
import * as styles from './shell.css';

/** docs/behaviour.md §2 "Settings & Help line"; in mock mode it offers Reset demo data. */
export function SettingsLine() {
  return (
    <Inline gap="sm" justify="between" nowrap className={styles.settingsLine}>
      <span>Settings &amp; Help</span>
      {mockMode && (
        <button type="button" className={styles.sidebarButton} onClick={resetDemoData}>
          Reset demo data
        </button>
      )}
    </Inline>
  );
}
