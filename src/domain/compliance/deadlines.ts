/**
 * The calendar's deadlines and, for each, which clients have a job planned, which look due
 * (a job last period, none yet) and which are overdue (docs/behaviour.md §2, Compliance
 * Calendar). Pure: the jobs come in as the jobs list gives them.
 */
import { addDays, civil, daysInMonth, parts, shiftMonth, weekday, type CivilDate } from './civilDate';
import { dueDate, type DueDate } from './dueDates';
import type { HolidayCalendar } from './holidays';
import { monthPeriod, parseComplianceName, periodKey, periodLabel, previousPeriod, yearPeriod, type Period } from './periods';
import { ruleForPeriod } from './ruleVersions';
import { CALENDAR_RULES, COMPLIANCE_RULES, isUncertain, type ComplianceRule, type ObligationId } from './rules';

export interface Deadline extends DueDate {
  /** `<obligation id>:<period key>`, one per obligation and period. */
  key: string;
  rule: ComplianceRule;
  period: Period;
  periodLabel: string;
  /** Shown with "check this date": the rule or the move is not verified law. */
  uncertain: boolean;
}

export const deadlineKey = (id: ObligationId, period: Period): string => `${id}:${periodKey(period)}`;

/**
 * Every calendar deadline due from `from` to `to` (both included), by day then rule order; each
 * period under the version of its rule it falls due under (`versions`: the server's, else the
 * shipped data set).
 */
export function deadlinesBetween(
  from: CivilDate,
  to: CivilDate,
  holidays: HolidayCalendar,
  versions: readonly ComplianceRule[] = COMPLIANCE_RULES,
): Deadline[] {
  const start = parts(from);
  const end = parts(to);
  const found: Deadline[] = [];
  const add = (calendarRule: ComplianceRule, period: Period) => {
    const rule = ruleForPeriod(versions, calendarRule.id, period, holidays);
    const due = dueDate(rule.id, period, holidays, { rule });
    if (due.date < from || due.date > to) return;
    found.push({
      ...due,
      key: deadlineKey(rule.id, period),
      rule,
      period,
      periodLabel: periodLabel(period),
      uncertain: isUncertain(due.confidence),
    });
  };
  for (const rule of CALENDAR_RULES) {
    if (rule.frequency === 'monthly') {
      // A month's obligations fall due in the next month, or the one after when a holiday moves them.
      for (
        let m = shiftMonth(start.year, start.month, -2);
        m.year * 12 + m.month <= end.year * 12 + end.month;
        m = shiftMonth(m.year, m.month, 1)
      ) {
        add(rule, monthPeriod(m.year, m.month));
      }
    } else {
      for (let y = start.year - 2; y <= end.year; y++) add(rule, yearPeriod(y));
    }
  }
  const order = new Map(CALENDAR_RULES.map((r, i) => [r.id, i]));
  return found.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : (order.get(a.rule.id) ?? 0) - (order.get(b.rule.id) ?? 0)));
}

/** The period labels whose jobs tell the deadlines' state: their own and the one before. */
export function periodLabelsFor(deadlines: readonly Deadline[]): string[] {
  const labels = new Set<string>();
  for (const d of deadlines) {
    labels.add(d.periodLabel);
    labels.add(periodLabel(previousPeriod(d.period)));
  }
  return [...labels].sort();
}

/** What the calendar needs of a job. */
export interface JobLike {
  id: number;
  jobName: string;
  clientId: number;
  clientName: string;
  statusId: number;
  dateFinished: string | null;
}

export interface ComplianceJob {
  jobId: number;
  clientId: number;
  clientName: string;
  jobName: string;
  /** Done, verified or completed. */
  finished: boolean;
}

/** Compliance jobs by deadline key, then by client (the first job of a client wins). */
export type ComplianceIndex = Map<string, Map<number, ComplianceJob>>;

export function indexComplianceJobs(jobs: readonly JobLike[]): ComplianceIndex {
  const index: ComplianceIndex = new Map();
  for (const job of jobs) {
    const parsed = parseComplianceName(job.jobName);
    if (!parsed) continue;
    const key = deadlineKey(parsed.ruleId, parsed.period);
    let byClient = index.get(key);
    if (!byClient) index.set(key, (byClient = new Map()));
    if (byClient.has(job.clientId)) continue;
    byClient.set(job.clientId, {
      jobId: job.id,
      clientId: job.clientId,
      clientName: job.clientName,
      jobName: job.jobName,
      finished: job.statusId !== 1 || job.dateFinished !== null,
    });
  }
  return index;
}

export interface ClientRef {
  clientId: number;
  clientName: string;
}

export interface DeadlineState {
  /** Clients with a job for this obligation and period. */
  planned: ComplianceJob[];
  /** Clients that had one last period and have none yet. */
  likely: ClientRef[];
  /** The deadline has passed and something is still open. */
  overdue: boolean;
  /** Planned jobs still open after the deadline. */
  overdueJobs: ComplianceJob[];
}

const byName = (a: { clientName: string }, b: { clientName: string }) => a.clientName.localeCompare(b.clientName);

/**
 * `owing`: the clients the firm's client x obligation grid says owe this obligation
 * (docs/api-extensions.md `client-obligations`); they are likely due with those that had a job
 * last period, so Plan jobs offers them first and chooses them.
 */
export function deadlineState(
  deadline: Deadline,
  index: ComplianceIndex,
  today: CivilDate,
  owing: readonly ClientRef[] = [],
): DeadlineState {
  const current = index.get(deadline.key) ?? new Map<number, ComplianceJob>();
  const before = index.get(deadlineKey(deadline.rule.id, previousPeriod(deadline.period))) ?? new Map<number, ComplianceJob>();
  const planned = [...current.values()].sort(byName);
  const candidates = new Map<number, ClientRef>();
  for (const job of [...before.values(), ...owing]) candidates.set(job.clientId, { clientId: job.clientId, clientName: job.clientName });
  const likely = [...candidates.values()].filter((client) => !current.has(client.clientId)).sort(byName);
  const passed = deadline.date < today;
  const overdueJobs = passed ? planned.filter((job) => !job.finished) : [];
  return { planned, likely, overdue: passed && (overdueJobs.length > 0 || likely.length > 0), overdueJobs };
}

/** Monday-first weeks covering a month; days outside it are null. */
export function monthWeeks(year: number, month: number): Array<Array<CivilDate | null>> {
  const first = civil(year, month, 1);
  const lead = (weekday(first) + 6) % 7;
  const cells: Array<CivilDate | null> = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysInMonth(year, month); d++) cells.push(civil(year, month, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<CivilDate | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** First and last day of a month. */
export function monthRange(year: number, month: number): { from: CivilDate; to: CivilDate } {
  return { from: civil(year, month, 1), to: civil(year, month, daysInMonth(year, month)) };
}

/** From today to `days` days ahead, both included. */
export function nextDays(today: CivilDate, days: number): { from: CivilDate; to: CivilDate } {
  return { from: today, to: addDays(today, days) };
}
