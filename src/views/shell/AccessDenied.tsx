import { useLocation } from 'wouter';
import { Button } from '../ui/Button';
import { Badge } from '../ui/Badge';
import { Inline, Stack } from '../ui/Layout';
import { roleTone, type RoleName } from '../../domain/roles';
import * as styles from './shell.css';
import * as pageHeader from '../ui/PageHeader.css';

/** docs/behaviour.md §6: what a user sees on a screen their role may not open. */
export function AccessDenied({ role, requiredAccess }: { role: RoleName; requiredAccess: string }) {
  const [, navigate] = useLocation();
  return (
    <Stack as="section" gap="md" className={styles.deniedCard} aria-labelledby="access-denied-title">
      <h1 id="access-denied-title" className={pageHeader.title}>
        Access Denied
      </h1>
      <h2>Insufficient Permissions</h2>
      <p>You don't have the required permissions to access this page. This area is restricted to authorized personnel only.</p>
      <dl className={styles.deniedFacts}>
        <dt>Your role:</dt>
        <dd>
          <Badge tone={roleTone(role)}>{role}</Badge>
        </dd>
        <dt>Required access:</dt>
        <dd>{requiredAccess}</dd>
      </dl>
      <Inline gap="sm" justify="centre">
        <Button onClick={() => navigate('/dashboard')}>Go to Dashboard</Button>
        <Button variant="secondary" onClick={() => history.back()}>
          Go Back
        </Button>
      </Inline>
    </Stack>
  );
}
