import { Card, Spinner, Stack, Text } from '../ui';
import * as styles from './reports.css';

/** The reports screens' loading panel: a spinner with a title and what is happening. */
export function ReportsLoading({ title, message }: { title: string; message: string }) {
  return (
    <Card>
      <Stack role="status" gap="sm" className={styles.loadingBox}>
        <Spinner size="lg" decorative />
        <Text as="p" size="lg" weight="semibold">
          {title}
        </Text>
        <Text as="p" size="md" tone="muted">
          {message}
        </Text>
      </Stack>
    </Card>
  );
}
