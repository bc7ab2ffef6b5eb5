import { ApiError, toUserMessage } from '../api/client';
import { keepInOutbox } from '../api/outboxStore';
import { approveTask, rejectTask } from '../api/tasks';
import type { PendingTaskItem } from '../api/types';
import { inputDateToIso } from '../domain/assign';
import { decisionErrors, type ReviewDecisionKind } from '../domain/review';
import { createFormModalMachine } from './formModal.machine';

export interface DecisionValues {
  comment: string;
  /** The reviewer as stored when the modal opened; null when the session record is gone. */
  reviewerId: number | null;
  /** Reject only: the task's new end date as the datetime-local input holds it, '' to keep the end date. */
  reworkDate: string;
}

export interface DecisionSubject {
  task: PendingTaskItem;
  decision: ReviewDecisionKind;
}

/** docs/behaviour.md §8: the alert reads 'Error: ' + this when the server gave no words of its own. */
export const DECISION_FAILURE: Record<ReviewDecisionKind, string> = {
  approve: 'Failed to approve task',
  reject: 'Failed to reject task',
};

/**
 * The Approve / Reject modal (docs/behaviour.md §5): the form-modal flow with a required comment and a
 * signed-in reviewer, and on Reject an optional new end date for the task; success shows 1.5 s, then the grid refreshes and it closes. Its result
 * is the reviewed task's id, so the grid knows where the keyboard was.
 */
export const reviewDecisionMachine = createFormModalMachine<DecisionValues, DecisionSubject, number>(
  'reviewDecision',
  {
    validate: (values, subject) => decisionErrors(values, subject?.decision === 'reject' ? subject.task : null),
    submit: async ({ values, subject }, signal) => {
      if (!subject || values.reviewerId === null) throw new Error('No task under review');
      const decision = { taskId: subject.task.taskId, userId: values.reviewerId, comment: values.comment.trim() };
      const reworkDate = values.reworkDate.trim() === '' ? null : inputDateToIso(values.reworkDate);
      try {
        if (subject.decision === 'approve') await approveTask(decision, signal);
        else await rejectTask({ ...decision, reworkDate }, signal);
        return subject.task.taskId;
      } catch (error) {
        // The form-modal flow knows one fallback; each decision has its own (docs/behaviour.md §8).
        throw new ApiError(toUserMessage(error, DECISION_FAILURE[subject.decision]), 'rejected', undefined, { cause: error });
      }
    },
    failureMessage: DECISION_FAILURE.approve,
    // docs/behaviour.md §4 "The outbox": no network, the decision waits with its comment.
    outbox: async ({ values, subject }) => {
      if (!subject || values.reviewerId === null) throw new Error('No task under review');
      const reworkDate = subject.decision === 'reject' && values.reworkDate.trim() !== '' ? inputDateToIso(values.reworkDate) : null;
      await keepInOutbox({
        kind: subject.decision === 'approve' ? 'approve' : 'return',
        userId: values.reviewerId,
        taskId: subject.task.taskId,
        taskName: subject.task.taskName,
        jobName: subject.task.jobName,
        comment: values.comment.trim(),
        reworkDate,
        files: [],
      });
    },
    failureIsDismissed: true,
    draft: { form: 'reviewDecision', record: (subject) => (subject ? `${subject.decision}-${subject.task.taskId}` : 'none') },
  },
  { comment: '', reviewerId: null, reworkDate: '' },
);
