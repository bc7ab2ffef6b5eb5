import { Checkbox, Text } from '../ui';
import * as styles from './jobs.css';

/**
 * The reviewers of a task, ticked among those who may review it (docs/behaviour.md §5 "Assign
 * form"), with the rule or its refusal under them: shared by Assign task and Change reviewer.
 */
export function ReviewerChecklist({
  noteId,
  people,
  isChecked,
  onToggle,
  error,
  disabled,
}: {
  noteId: string;
  people: ReadonlyArray<{ id: number; name: string }>;
  isChecked: (id: number) => boolean;
  onToggle: (person: { id: number; name: string }, checked: boolean) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  return (
    <fieldset className={styles.handoverFieldset} disabled={disabled} aria-describedby={noteId}>
      <legend className={styles.term}>Reviewers (one or more)</legend>
      {people.map((u) => (
        <Checkbox
          key={u.id}
          label={u.name}
          checked={isChecked(u.id)}
          onChange={(e) => onToggle({ id: u.id, name: u.name }, e.target.checked)}
        />
      ))}
      <Text as="p" size="xs" tone={error ? 'danger' : 'muted'} id={noteId} role={error ? 'alert' : undefined}>
        {error ?? 'The assignee cannot review their own task.'}
      </Text>
    </fieldset>
  );
}
