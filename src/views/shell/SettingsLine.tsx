import { demoDataNotices, mockMode, resetDemoData } from '../ui/resetDemoData';
import { Inline } from '../ui/Layout';
import * as styles from './shell.css';

/**
 * docs/behaviour.md §2 "Settings & Help line"; in mock mode it offers Reset demo data, and says
 * there what the demo data should have put right (docs/decisions/029-a-stored-date-that-cannot-be-read.md).
 */
export function SettingsLine() {
  const notices = demoDataNotices();
  return (
    <>
      <Inline gap="sm" justify="between" nowrap className={styles.settingsLine}>
        <span>Settings &amp; Help</span>
        {mockMode && (
          <button type="button" className={styles.sidebarButton} onClick={resetDemoData}>
            Reset demo data
          </button>
        )}
      </Inline>
      {notices.length > 0 && (
        <ul className={styles.dataNotices} aria-label="Demo data to put right">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
    </>
  );
}
