/**
 * Assign on Job Details (docs/behaviour.md "Job Details and History"): one unassigned task, or
 * several selected together, given an assignee, reviewers and dates in place, with the Assign
 * form's rules and messages (docs/behaviour.md §5 "Assign form"). Pure rules for the modal's
 * machine and view.
 */
import type { AssignmentPayload, IsoDate, NamedRef, Task, UserOption } from '../api/types';
import { ASSIGN_MESSAGES, assignProblem, assigneeOptions, inputDateToIso, type AssignProblem } from './assign';

export interface AssignInPlaceValues {
  /** The chosen assignee, with the name the payload carries; null until one is chosen. */
  assignee: NamedRef | null;
  /** The chosen reviewers, in the order picked. */
  reviewers: NamedRef[];
  /** Local date-time text of the inputs ('YYYY-MM-DDTHH:mm'), '' when empty. */
  startDate: string;
  endDate: string;
}

export const EMPTY_ASSIGN_IN_PLACE: AssignInPlaceValues = { assignee: null, reviewers: [], startDate: '', endDate: '' };

export type TaskToAssign = Pick<Task, 'id' | 'taskName' | 'taskNumber'>;

/**
 * The tasks being assigned (one or more, sent in this order), the job whose dates bound them,
 * and who assigns them (the payload's creator).
 */
export interface AssignInPlaceSubject {
  tasks: TaskToAssign[];
  job: { id: number; dateIn: IsoDate; dateOut: IsoDate; jobTypeName: string };
  currentUserId: number;
}

/** The modal's subject for these tasks of `job`, assigned by `currentUserId`. */
export function assignSubject(
  job: AssignInPlaceSubject['job'],
  tasks: readonly TaskToAssign[],
  currentUserId: number,
): AssignInPlaceSubject {
  return {
    tasks: tasks.map(({ id, taskName, taskNumber }) => ({ id, taskName, taskNumber })),
    job: { id: job.id, dateIn: job.dateIn, dateOut: job.dateOut, jobTypeName: job.jobTypeName },
    currentUserId,
  };
}

/** The modal's title: "Assign task" for one, "Assign 3 tasks" for several. */
export function assignTitle(count: number): string {
  return count === 1 ? 'Assign task' : `Assign ${count} tasks`;
}

/** Said when assigning several stops at one: how many went through, which one stopped it and why. */
export function partlyAssignedMessage(assigned: number, total: number, stoppedAt: TaskToAssign, reason: string): string {
  return `Assigned ${assigned} of ${total} tasks. ${stoppedAt.taskName}: ${reason}`;
}

/** The address flag that opens Job Details with its unassigned tasks selected and Assign open. */
const ASSIGN_ALL = 'all';

/** Job Details of `jobId`, asking to assign all its unassigned tasks (docs/behaviour.md "Jobs"). */
export function assignAllAddress(jobId: number): string {
  return `/jobs/${jobId}?assign=${ASSIGN_ALL}`;
}

/** Whether Job Details' address asks to assign all its unassigned tasks. */
export function asksToAssignAll(search: string): boolean {
  return new URLSearchParams(search).get('assign') === ASSIGN_ALL;
}

/** Which field shows each problem: the form shows the first failing one only (docs/behaviour.md §5). */
const FIELD_OF: Record<AssignProblem, keyof AssignInPlaceValues> = {
  noTask: 'assignee',
  noAssignee: 'assignee',
  missingDates: 'endDate',
  badDate: 'endDate',
  startAfterEnd: 'endDate',
  noReviewer: 'reviewers',
  endInPast: 'endDate',
  beforeJobStart: 'startDate',
  afterJobEnd: 'endDate',
};

/** The first of the Assign form's checks that fails, at its field; empty when it may be sent. */
export function validateAssignInPlace(
  values: AssignInPlaceValues,
  subject: AssignInPlaceSubject | null,
  now: number,
): Partial<Record<keyof AssignInPlaceValues, string>> {
  const problem = assignProblem(
    {
      taskId: subject?.tasks[0]?.id ?? null,
      assigneeId: values.assignee?.id ?? null,
      reviewerIds: values.reviewers.map((r) => r.id),
      startDate: values.startDate,
      endDate: values.endDate,
      job: subject?.job ?? null,
    },
    now,
  );
  return problem ? { [FIELD_OF[problem]]: ASSIGN_MESSAGES[problem] } : {};
}

/**
 * Who may do the task when no role is asked for: everyone the Assign form would offer under
 * some role for the job's type (Staff of that job type, Admins, Super Admins and other types).
 */
export function assigneeChoicesForJob(users: readonly UserOption[], jobTypeName: string): UserOption[] {
  const roles = [...new Set(users.map((u) => u.userType))];
  const offered = new Set(roles.flatMap((role) => assigneeOptions(users, jobTypeName, role)).map((u) => u.id));
  return users.filter((u) => offered.has(u.id));
}

/** A new assignee leaves the reviewers if they were one (docs/behaviour.md §5). */
export function withAssignee(values: AssignInPlaceValues, assignee: NamedRef): Partial<AssignInPlaceValues> {
  return { assignee, reviewers: values.reviewers.filter((r) => r.id !== assignee.id) };
}

/** Adds or removes one reviewer, keeping the order they were picked in. */
export function withReviewer(values: AssignInPlaceValues, reviewer: NamedRef, checked: boolean): Partial<AssignInPlaceValues> {
  const rest = values.reviewers.filter((r) => r.id !== reviewer.id);
  return { reviewers: checked ? [...rest, reviewer] : rest };
}

/** docs/behaviour.md §3 assignment payload of one of the subject's tasks, from a valid form. */
export function inPlacePayload(values: AssignInPlaceValues, subject: AssignInPlaceSubject, task: TaskToAssign): AssignmentPayload {
  if (!values.assignee) throw new Error('The assignment is not complete');
  return {
    id: task.id,
    jobId: subject.job.id,
    startDate: inputDateToIso(values.startDate),
    endDate: inputDateToIso(values.endDate),
    createdBy: subject.currentUserId,
    userList: [values.assignee],
    reviewerList: values.reviewers,
  };
}
