/**
 * How a task's sign-off trail reads on screen and in the sign-off record (docs/behaviour.md §4
 * "Sign-off trail"): one line per entry, and one row per task for the record's CSV, written
 * with the reports' safe cells (src/domain/csv.ts: formula text defused, RFC 4180 quoting).
 */
import type { JobSignOffRecord, SignOffTrail, TrailEntry } from '../api/signOff';
import { BOM, LINE_END, csvCell } from './csv';
import { formatDayTime } from './format';
import { LEVEL_NAMES, STATE_NAMES, type SignOffStateName } from './signOff';
import type { BadgeTone } from './tones';

/** A person the trail could not name: older data brought up to date (docs/decisions/041-a-trail-for-older-data.md). */
export const UNKNOWN_PERSON = 'someone not recorded';

const who = (name: string | null | undefined): string => name || UNKNOWN_PERSON;
const levelName = (level: number | null): string => (level === 2 ? LEVEL_NAMES[2] : LEVEL_NAMES[1]).toLowerCase();

export interface TrailLine {
  /** "Submission 2 by Ada Obi, 14 Nov 2026, 10:02" */
  title: string;
  /** The comment or reason, '' when none. */
  comment: string;
  fileNames: string[];
}

export function trailLine(entry: TrailEntry): TrailLine {
  const when = formatDayTime(entry.at);
  const base = { comment: entry.comment, fileNames: [] };
  switch (entry.kind) {
    case 'assigned':
      return { ...base, title: `Assigned to ${who(entry.assigneeName)} by ${who(entry.byName)}, ${when}`, comment: reviewersText(entry) };
    case 'handedOver':
      return {
        ...base,
        title: `Handed over by ${who(entry.byName)}, ${when}: assignee ${who(entry.assigneeName)}`,
        comment: reviewersText(entry),
      };
    case 'submitted':
      return {
        ...base,
        title: `Submission ${entry.submission ?? 1} by ${who(entry.byName)}, ${when}`,
        fileNames: entry.files.map((f) => f.fileName),
      };
    case 'approved':
      return { ...base, title: `Signed at ${levelName(entry.level)} by ${who(entry.byName)}, ${when}` };
    case 'returned':
      return { ...base, title: `Returned at ${levelName(entry.level)} by ${who(entry.byName)}, ${when}` };
  }
}

function reviewersText(entry: TrailEntry): string {
  return entry.reviewerNames.length > 0 ? `Reviewers: ${entry.reviewerNames.map(who).join(', ')}` : '';
}

export const stateName = (state: SignOffStateName): string => STATE_NAMES[state];

/** The person who prepared the task: the latest submission's, else the assignee. */
export function preparerOf(trail: SignOffTrail): string {
  const submitted = trail.entries.filter((e) => e.kind === 'submitted').at(-1);
  if (submitted) return who(submitted.byName);
  const assigned = trail.entries.filter((e) => e.kind === 'assigned' || e.kind === 'handedOver').at(-1);
  return assigned ? who(assigned.assigneeName) : '';
}

/** Who signed each level of the latest submission, and when. */
export function signaturesOf(trail: SignOffTrail): Array<{ level: 1 | 2; name: string; at: string }> {
  const last = trail.entries.filter((e) => e.kind === 'submitted').at(-1)?.submission ?? null;
  return trail.entries
    .filter((e) => e.kind === 'approved' && e.submission === last)
    .map((e) => ({ level: e.level === 2 ? 2 : 1, name: who(e.byName), at: e.at }));
}

/** Every return, in order: "Returned at second sign-off by Bola Ade, 2 Dec 2026, 09:00: reason". */
export function returnsOf(trail: SignOffTrail): string[] {
  return trail.entries.filter((e) => e.kind === 'returned').map((e) => `${trailLine(e).title}: ${e.comment}`);
}

export const SIGN_OFF_CSV_COLUMNS = [
  'Task Number',
  'Task',
  'Preparer',
  'Submissions',
  'Rework Count',
  'Final State',
  'First sign-off by',
  'First sign-off at',
  'Second sign-off by',
  'Second sign-off at',
  'Returns',
] as const;

const NOT_SIGNED = 'N/A';

/** The record's cells for one task, in SIGN_OFF_CSV_COLUMNS order. */
export function signOffRow(trail: SignOffTrail): Array<string | number> {
  const signatures = signaturesOf(trail);
  const level = (n: 1 | 2) => signatures.find((s) => s.level === n);
  const submissions = trail.entries.filter((e) => e.kind === 'submitted').length;
  return [
    trail.taskNumber,
    trail.taskName,
    preparerOf(trail) || NOT_SIGNED,
    submissions,
    trail.reworkCount,
    stateName(trail.state),
    level(1)?.name ?? NOT_SIGNED,
    level(1) ? formatDayTime(level(1)?.at) : NOT_SIGNED,
    level(2)?.name ?? NOT_SIGNED,
    level(2) ? formatDayTime(level(2)?.at) : NOT_SIGNED,
    returnsOf(trail).join(' | '),
  ];
}

/** The sign-off record as a CSV file's text: BOM, header, one record per task. */
export function buildSignOffCsv(record: JobSignOffRecord): string {
  const line = (cells: ReadonlyArray<string | number>) => cells.map(csvCell).join(',') + LINE_END;
  return BOM + line(SIGN_OFF_CSV_COLUMNS) + record.tasks.map((task) => line(signOffRow(task))).join('');
}

/** "sign-off-record-JOB-0012.csv" */
export const signOffFileName = (record: JobSignOffRecord): string =>
  `sign-off-record-${record.jobNumber.replace(/[^A-Za-z0-9-]/g, '_')}.csv`;

/** The badge a review card shows for the level it asks of the reviewer. */
export function levelBadge(level: 1 | 2): { label: string; tone: BadgeTone } {
  return { label: LEVEL_NAMES[level], tone: level === 2 ? 'primary' : 'info' };
}
