import { STATUTORY_DUE_LABEL, formatCivil, statutoryDueOf } from '../../domain/compliance';
import { Text } from './Layout';

/**
 * A statutory job's due date to the authority as its own labelled value in a list row
 * (docs/behaviour.md §2, Statutory due date); nothing for a job whose description carries none.
 */
export function StatutoryDue({ description }: { description: string }) {
  const due = statutoryDueOf(description);
  if (!due) return null;
  return (
    // The label may wrap above the date on a narrow card; the date itself stays on one line.
    <Text size="xs">
      <Text size="xs" tone="muted">
        {STATUTORY_DUE_LABEL}:{' '}
      </Text>
      <Text size="xs" wrap="never">
        {formatCivil(due)}
      </Text>
    </Text>
  );
}
