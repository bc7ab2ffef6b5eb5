import { fromPromise } from 'xstate';
import { fetchJobsForPeriods } from '../api/compliance';
import {
  clientsOwing,
  deadlineState,
  indexComplianceJobs,
  periodLabelsFor,
  type ClientObligations,
  type CivilDate,
  type Deadline,
  type DeadlineState,
} from '../domain/compliance';

/** A deadline and, for each client, whether its job is planned or likely due (docs/decisions/010-compliance-jobs-by-name.md). */
export interface DeadlineRow {
  deadline: Deadline;
  state: DeadlineState;
}

export interface DeadlinesToRead {
  deadlines: Deadline[];
  today: CivilDate;
  /** Which clients owe what (docs/api-extensions.md `client-obligations`): the owing clients are likely due too. */
  obligations?: readonly ClientObligations[] | null;
}

/**
 * The jobs of the deadlines' periods and the periods before them, read once and matched to
 * each deadline: what the calendar and the dashboard's deadlines panel both show.
 */
export async function readDeadlineRows({ deadlines, today, obligations }: DeadlinesToRead, signal: AbortSignal): Promise<DeadlineRow[]> {
  const index = indexComplianceJobs(await fetchJobsForPeriods(periodLabelsFor(deadlines), signal));
  return deadlines.map((deadline) => ({
    deadline,
    state: deadlineState(deadline, index, today, clientsOwing(obligations ?? [], deadline.rule.id)),
  }));
}

/** `readDeadlineRows` as an actor a machine invokes. */
export const readDeadlineStates = fromPromise<DeadlineRow[], DeadlinesToRead>(({ input, signal }) => readDeadlineRows(input, signal));
