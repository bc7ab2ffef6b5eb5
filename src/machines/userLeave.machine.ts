import { fetchUserOptions } from '../api/dropdowns';
import { NOTHING_HELD, fetchHoldings, handOverHoldings, type Holdings } from '../api/extensions';
import type { User, UserOption } from '../api/types';
import { deactivateUser, deleteUser } from '../api/users';
import { handoverNeeds, keptChoices } from '../domain/handover';
import { createFormModalMachine } from './formModal.machine';
import { known } from './known';
import { untilAbandoned } from './untilAbandoned';

/** Who takes over the reviews and the open tasks of the user leaving; null until chosen. */
export interface Handover {
  reviewerId: number | null;
  assigneeId: number | null;
}

export const NO_HANDOVER: Handover = { reviewerId: null, assigneeId: null };

/** The user asked about, and whether the server can hand their work over (docs/api-extensions.md). */
export interface Leaving {
  user: User;
  handsOver: boolean;
}

/** What they hold, and who may take it over (read only when there is something to hand over). */
export interface HoldingsRead {
  holdings: Holdings;
  people: UserOption[];
}

/** docs/behaviour.md §8: the deactivate or delete dialog could not read what the user holds. */
export const HOLDINGS_READ_FAILED = 'Failed to read what this user holds';
const ACCOUNT_CHANGE_FAILED = 'Failed to lock, unlock or deactivate user';
const USER_DELETE_FAILED = 'Failed to delete user';

/** On a server without the handover extension nothing is read: the dialog says the server cannot hand work over. */
async function readHoldings(leaving: Leaving, signal: AbortSignal): Promise<HoldingsRead> {
  if (!leaving.handsOver) return { holdings: NOTHING_HELD, people: [] };
  const holdings = await fetchHoldings(leaving.user.id, signal);
  const needs = handoverNeeds(holdings);
  const people = needs.reviewer || needs.assignee ? await fetchUserOptions(signal) : [];
  return { holdings, people };
}

/**
 * A dialog before a user leaves (docs/behaviour.md §4 "Nothing stranded"): it reads what they
 * hold as it opens and asks who takes it over (`fields.changed` with the chosen ids); confirmed,
 * the handover goes first, in one call, then the change. A failure keeps the dialog with the
 * message and reads what they hold again, dropping a choice no longer offered; a success closes
 * it at once and its screen has the list read again (docs/decisions/092-users-confirmations-as-form-modals.md).
 */
function leaveMachine(id: string, change: (userId: number, signal: AbortSignal) => Promise<void>, failureMessage: string) {
  return createFormModalMachine<Handover, Leaving, void, HoldingsRead>(
    id,
    {
      prepare: {
        read: (signal, subject) => untilAbandoned(readHoldings(known(subject, 'user'), signal), signal),
        failureMessage: HOLDINGS_READ_FAILED,
        // Without the holdings the change may still be asked for; the server refuses it while work is held.
        sendsWithout: true,
        againAfterFailure: {
          keep: (values, read, subject) => keptChoices(values, read.holdings, read.people, known(subject, 'user').user.id),
        },
      },
      submit: async ({ values, subject }, signal) => {
        const { user } = known(subject, 'user');
        // What they hold goes first, in one call; the server refuses the change while anything is left.
        if (values.reviewerId !== null || values.assigneeId !== null) {
          await handOverHoldings(
            { userId: user.id, reviewerId: values.reviewerId ?? undefined, assigneeId: values.assigneeId ?? undefined },
            signal,
          );
        }
        return change(user.id, signal);
      },
      failureMessage,
      closesWhenSaved: true,
    },
    NO_HANDOVER,
  );
}

/** Deactivate User: an active user can no longer use the system. */
export const userDeactivateMachine = leaveMachine('userDeactivate', deactivateUser, ACCOUNT_CHANGE_FAILED);

/** Delete User, offered only for a deactivated user: they leave the list. */
export const userDeleteMachine = leaveMachine('userDelete', deleteUser, USER_DELETE_FAILED);

/** Each kind of work they hold has someone to take it over (until then the dialog cannot be confirmed). */
export function handoverChosen(read: HoldingsRead | null, handover: Handover): boolean {
  const needs = handoverNeeds(read?.holdings ?? null);
  return (!needs.reviewer || handover.reviewerId !== null) && (!needs.assignee || handover.assigneeId !== null);
}
