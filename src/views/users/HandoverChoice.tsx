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
import { offersHandover, type usersMachine } from '../../machines/users.machine';
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
export function HandoverChoice({ users }: { users: ActorRefFromLogic<typeof usersMachine> }) {
  const available = useSelector(users, (s) => offersHandover(s.context));
  const holdings = useSelector(users, (s) => s.context.holdings);
  const people = useSelector(users, (s) => s.context.people);
  const handover = useSelector(users, (s) => s.context.handover);
  const leavingId = useSelector(users, (s) => s.context.target?.user.id ?? 0);
  const ready = useSelector(users, (s) => s.can({ type: 'change.confirmed' }));
  const busy = useSelector(users, (s) => s.matches({ loaded: 'applyingConfirmed' }));
  const unread = useSelector(users, (s) => s.context.holdings === null && s.context.actionError !== null);

  if (!available) return <p className={styles.handoverNote}>{HANDOVER_UNAVAILABLE}</p>;
  // A failed read is said in the dialog's alert; the server still refuses the change while work is held.
  if (unread) return null;
  if (!holdings) return <p className={styles.handoverNote}>Checking what they hold…</p>;
  const summary = holdingsSummary(holdings);
  if (!summary) return null;
  const needs = handoverNeeds(holdings);
  return (
    <div className={styles.handover}>
      <p>
        <strong>{summary}.</strong> Hand it over first:
      </p>
      {needs.reviewer && (
        <Select
          label="New reviewer"
          value={handover.reviewerId === null ? NOBODY : String(handover.reviewerId)}
          options={toOptions(takeoverReviewers(people, leavingId))}
          placeholder="Choose a reviewer"
          disabled={busy}
          required
          onValueChange={(value) => users.send({ type: 'handover.reviewerChosen', userId: chosen(value) })}
        />
      )}
      {needs.assignee && (
        <Select
          label="New assignee"
          value={handover.assigneeId === null ? NOBODY : String(handover.assigneeId)}
          options={toOptions(takeoverAssignees(people, leavingId))}
          placeholder="Choose an assignee"
          disabled={busy}
          required
          onValueChange={(value) => users.send({ type: 'handover.assigneeChosen', userId: chosen(value) })}
        />
      )}
      {!ready && !busy && <p className={styles.handoverNote}>{CHOOSE_TAKEOVER}</p>}
    </div>
  );
}
