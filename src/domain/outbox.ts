/**
 * The outbox's rules (docs/behaviour.md §4 "The outbox"): what it keeps, how each item reads,
 * and which failures keep work rather than show a message.
 */
/** What an item does once sent. */
export type OutboxKind = 'submit' | 'approve' | 'return';

/** A file the person chose, as an item names it; its bytes are kept beside the item (src/api/outboxStore.ts). */
export interface KeptFileName {
  name: string;
  type: string;
}

/** A file the person chose, with its bytes, so the upload can be made once back online. */
export interface KeptFile extends KeptFileName {
  /** The bytes as read when kept (an ArrayBuffer stores in IndexedDB in every browser). */
  bytes: ArrayBuffer;
}

/** Where an item is. */
export type OutboxStatus =
  /** Kept; sent once the connection is back. */
  | { state: 'waiting' }
  /** Sent and accepted (or found already applied). */
  | { state: 'sent' }
  /** The server refused it; its words. */
  | { state: 'refused'; message: string }
  /** It can no longer apply; why, in plain words. */
  | { state: 'conflict'; reason: string };

export interface OutboxItem {
  /** Given by the store; orders the items. */
  id: number;
  kind: OutboxKind;
  /** Who made it: only their own items are sent under their session. */
  userId: number;
  taskId: number;
  taskName: string;
  jobName: string;
  comment: string;
  /** Return only: the task's new end date (ISO), or null to keep it. */
  reworkDate: string | null;
  /** Named only: the bytes are read when the item is sent, so reading the list never reads them. */
  files: KeptFileName[];
  /** Sent as `Idempotency-Key` (docs/api-extensions.md): the same item is never applied twice. */
  key: string;
  /** When it was kept (ISO). */
  keptAt: string;
  status: OutboxStatus;
}

/** An item as a form hands it over, with its files' bytes, before the store numbers it. */
export type NewOutboxItem = Omit<OutboxItem, 'id' | 'status' | 'keptAt' | 'key' | 'files'> & { files: KeptFile[] };

export const OUTBOX_MESSAGES = {
  waiting: 'Waiting to send',
  /** What the form says when it kept the work instead of sending it. */
  kept: 'Kept: waiting to send. It will be sent when you reconnect.',
  sent: 'Sent',
  submitGone: 'This task is no longer waiting for you to finish: it was handed in, reassigned or deleted meanwhile.',
  reviewGone:
    'This task is no longer waiting for your review: someone else approved or returned it, or it was reassigned or deleted meanwhile.',
  taskGone: 'This task was deleted, or you may no longer see it.',
} as const;

/** The header's link: "Waiting to send (n)". */
export const waitingLabel = (count: number): string => `${OUTBOX_MESSAGES.waiting} (${count})`;

export const KIND_LABELS: Record<OutboxKind, string> = {
  submit: 'Submit task',
  approve: 'Approve',
  return: 'Return for rework',
};

/** What an item's line says of its outcome. */
export function statusText(status: OutboxStatus): string {
  switch (status.state) {
    case 'waiting':
      return OUTBOX_MESSAGES.waiting;
    case 'sent':
      return OUTBOX_MESSAGES.sent;
    case 'refused':
      return `Not sent: ${status.message}`;
    case 'conflict':
      return `Cannot be sent: ${status.reason}`;
  }
}

/** The waiting items of one task, to mark its card. */
export const waitingFor = (items: readonly OutboxItem[], taskId: number): boolean =>
  items.some((item) => item.taskId === taskId && item.status.state === 'waiting');

/** The text an item keeps, as "copy" puts it on the clipboard: the comment and the files' names. */
export function itemText(item: Pick<OutboxItem, 'comment' | 'files'>): string {
  const files = item.files.map((file) => file.name);
  return files.length > 0 ? `${item.comment}\n\nFiles: ${files.join(', ')}` : item.comment;
}

/** The badge a task's card (to finish, or to review) wears while the person's work on it waits. */
export const WAITING_BADGE = { label: OUTBOX_MESSAGES.waiting, tone: 'warning' } as const;
