import { Spinner } from '../ui/Spinner';
import * as styles from './shell.css';

export function PageLoading() {
  return (
    <div className={styles.centred}>
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
