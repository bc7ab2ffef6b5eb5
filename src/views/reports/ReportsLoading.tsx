import { Card, Spinner } from '../ui';
import * as styles from './reports.css';

/** The reports screens' loading panel: a spinner with a title and what is happening. */
export function ReportsLoading({ title, message }: { title: string; message: string }) {
  return (
    <Card>
      <div role="status" className={styles.loadingBox}>
        <Spinner size="lg" decorative />
        <p className={styles.loadingTitle}>{title}</p>
        <p className={styles.loadingText}>{message}</p>
      </div>
    </Card>
  );
}
