import { Link } from 'wouter';
import { PageHeader } from '../ui/PageHeader';
import * as styles from './shell.css';

export function NotFoundPage() {
  return (
    <div className={styles.centred}>
      <PageHeader title="Page Not Found" />
      <p>The page you asked for does not exist.</p>
      <Link href="/dashboard">Go to Dashboard</Link>
    </div>
  );
}
