import type { PendingTaskItem } from '../../api/types';
import { formatDateTime } from '../../domain/format';
import { isReturnedForRework } from '../../domain/review';
import { CardNote } from './PendingTaskCard';

/**
 * Why a task came back: the reviewer's words, who and when. Shown on the task's card and at
 * the top of its Submit modal, where the assignee looks first (docs/behaviour.md §2).
 */
export function ReworkReason({ task }: { task: PendingTaskItem }) {
  if (!isReturnedForRework(task) || !task.reworkReason) return null;
  const who = task.reworkedByName || 'The reviewer';
  const when = task.dateReturned ? ` on ${formatDateTime(task.dateReturned)}` : '';
  return (
    <CardNote title={`Returned for rework by ${who}${when}`} tone="warning">
      {task.reworkReason}
    </CardNote>
  );
}
