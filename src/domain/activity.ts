/**
 * The firm activity log as the app reads it (docs/api-extensions.md `activity-log`,
 * docs/behaviour.md §2 "Activity"): its kinds of record, how a changed field reads, and its CSV.
 */
import { BOM, LINE_END, csvCell } from './csv';
import { formatDayTime } from './format';

/** The kinds of record the log names; a table added to the mock db adds its kind here. */
export const ACTIVITY_KINDS = ['user', 'client', 'job', 'task', 'trail', 'comment', 'holiday', 'setting'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const KIND_LABELS: Record<ActivityKind, string> = {
  user: 'User',
  client: 'Client',
  job: 'Job',
  task: 'Task',
  trail: 'Sign-off trail',
  comment: 'Comment',
  holiday: 'Holiday',
  setting: 'Setting',
};

export const isActivityKind = (value: string): value is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(value);

export const kindLabel = (kind: string): string => (isActivityKind(kind) ? KIND_LABELS[kind] : kind);

export type ActivityAction = 'created' | 'changed' | 'deleted';

export interface ActivityChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One entry as the server answers it. */
export interface ActivityEntry {
  id: number;
  /** When, as ISO text. */
  at: string;
  userId: number | null;
  userName: string;
  kind: string;
  recordId: number;
  recordName: string;
  clientId: number | null;
  clientName: string;
  jobId: number | null;
  jobName: string;
  action: ActivityAction;
  changes: ActivityChange[];
  /** Fields that changed but are never shown (a password). */
  hidden: string[];
}

/** How a value of a field reads: empty for none, lists and objects as their JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One changed field: "field: before -> after"; a created record shows its values, a deleted one what it had. */
export function changeText(change: ActivityChange, action: ActivityAction): string {
  if (action === 'created') return `${change.field}: ${valueText(change.after)}`;
  if (action === 'deleted') return `${change.field}: ${valueText(change.before)}`;
  return `${change.field}: ${valueText(change.before)} -> ${valueText(change.after)}`;
}

/** Every change of an entry, the hidden fields named last. */
export function changeLines(entry: Pick<ActivityEntry, 'changes' | 'hidden' | 'action'>): string[] {
  return [
    ...entry.changes.map((change) => changeText(change, entry.action)),
    ...entry.hidden.map((field) => `${field}: changed (not shown)`),
  ];
}

export const ACTION_LABELS: Record<ActivityAction, string> = { created: 'Created', changed: 'Changed', deleted: 'Deleted' };

export const ACTIVITY_CSV_COLUMNS = ['When', 'Who', 'Kind', 'Record', 'Client', 'Job', 'Action', 'Changes'] as const;

/** The log as a CSV file, with the reports' safe writer (docs/design.md §4): formula-looking text is defused. */
export function buildActivityCsv(entries: readonly ActivityEntry[]): string {
  const header = ACTIVITY_CSV_COLUMNS.map((title) => csvCell(title)).join(',') + LINE_END;
  const rows = entries.map(
    (entry) =>
      [
        formatDayTime(entry.at),
        entry.userName,
        kindLabel(entry.kind),
        entry.recordName,
        entry.clientName,
        entry.jobName,
        ACTION_LABELS[entry.action],
        changeLines(entry).join('\n'),
      ]
        .map((cell) => csvCell(cell))
        .join(',') + LINE_END,
  );
  return BOM + header + rows.join('');
}

/** The file name of an export made on `now`'s day. */
export function activityFileName(now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `activity_${day}.csv`;
}
