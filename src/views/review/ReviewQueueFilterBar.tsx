import type { ReviewChoice, ReviewerPage } from '../../api/types';
import type { ReviewQueueFilters } from '../../domain/listAddress';
import { Button, Checkbox, Select } from '../ui';
import * as styles from './review.css';

const ALL = '';

const options = (choices: readonly ReviewChoice[]) => choices.map((c) => ({ value: String(c.id), label: c.name }));

interface Props {
  filters: ReviewQueueFilters;
  /** The whole queue's assignees and clients; without them only Overdue is offered (docs/decisions/036-return-with-a-new-deadline.md). */
  choices: ReviewerPage['choices'];
  onChange: (patch: Partial<ReviewQueueFilters>) => void;
  onClear: () => void;
}

/**
 * The review queue's filters (docs/behaviour.md §2 Pending Jobs to Approve): assignee, client,
 * overdue only. They stay usable while the queue reads, so focus stays where the user is; a
 * newer choice replaces the read under way.
 */
export function ReviewQueueFilterBar({ filters, choices, onChange, onClear }: Props) {
  const set = filters.assigneeId !== ALL || filters.clientId !== ALL || filters.overdue;
  return (
    <div className={styles.filters} role="group" aria-label="Filter tasks to review">
      {choices && (
        <>
          <Select
            label="Assignee"
            value={filters.assigneeId}
            options={[{ value: ALL, label: 'All assignees' }, ...options(choices.assignees)]}
            placeholder="All assignees"
            onValueChange={(assigneeId) => onChange({ assigneeId })}
          />
          <Select
            label="Client"
            value={filters.clientId}
            options={[{ value: ALL, label: 'All clients' }, ...options(choices.clients)]}
            placeholder="All clients"
            onValueChange={(clientId) => onChange({ clientId })}
          />
        </>
      )}
      <Checkbox label="Overdue only" checked={filters.overdue} onChange={(event) => onChange({ overdue: event.target.checked })} />
      {set && (
        <Button variant="ghost" onClick={onClear}>
          Clear Filters
        </Button>
      )}
    </div>
  );
}
