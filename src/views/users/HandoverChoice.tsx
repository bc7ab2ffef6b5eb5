import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import {
  CHOOSE_TAKEOVER,
  HANDOVER_UNAVAILABLE,
  handoverNeeds,
  holdingsSummary,
  takeoverAssignees,
  takeoverReviewers,
} from '../../domain/handover';
import { handoverChosen, type userDeactivateMachine } from '../../machines/userLeave.machine';
import { Select, type SelectOption } from '../ui';
import * as styles from './users.css';

const NOBODY = '';

const toOptions = (people: ReadonlyArray<{ id: number; name: string }>): SelectOption[] =>
  people.map((p) => ({ value: String(p.id), label: p.name }));

const chosen = (value: string): number | null => (value === NOBODY ? null : Number(value));

/**
 * In the deactivate and delete dialogs: what the user holds and who takes it over
 * (docs/behaviour.md §4 "Nothing stranded"). Nothing is shown when they hold nothing.
 */
export function HandoverChoice({ dialog }: { dialog: ActorRefFromLogic<typeof userDeactivateMachine> }) {
  const available = useSelector(dialog, (s) => s.context.subject?.handsOver ?? false);
  const read = useSelector(dialog, (s) => s.context.prepared);
  const handover = useSelector(dialog, (s) => s.context.values);
  const leavingId = useSelector(dialog, (s) => s.context.subject?.user.id ?? 0);
  const busy = useSelector(dialog, (s) => s.matches('submitting'));
  const reading = useSelector(dialog, (s) => s.matches('preparing'));
  const ready = handoverChosen(read, handover);

  if (!available) return <p className={styles.handoverNote}>{HANDOVER_UNAVAILABLE}</p>;
  // A failed read is said in the dialog's alert; the server still refuses the change while work is held.
  if (!read) return reading ? <p className={styles.handoverNote}>Checking what they hold…</p> : null;
  const summary = holdingsSummary(read.holdings);
  if (!summary) return null;
  const needs = handoverNeeds(read.holdings);
  return (
    <div className={styles.handover}>
      <p>
        <strong>{summary}.</strong> Hand it over first:
      </p>
      {needs.reviewer && (
        <Select
          label="New reviewer"
          value={handover.reviewerId === null ? NOBODY : String(handover.reviewerId)}
          options={toOptions(takeoverReviewers(read.people, leavingId))}
          placeholder="Choose a reviewer"
          disabled={busy}
          required
          onValueChange={(value) => dialog.send({ type: 'fields.changed', patch: { reviewerId: chosen(value) } })}
        />
      )}
      {needs.assignee && (
        <Select
          label="New assignee"
          value={handover.assigneeId === null ? NOBODY : String(handover.assigneeId)}
          options={toOptions(takeoverAssignees(read.people, leavingId))}
          placeholder="Choose an assignee"
          disabled={busy}
          required
          onValueChange={(value) => dialog.send({ type: 'fields.changed', patch: { assigneeId: chosen(value) } })}
        />
      )}
      {!ready && !busy && <p className={styles.handoverNote}>{CHOOSE_TAKEOVER}</p>}
    </div>
  );
}
