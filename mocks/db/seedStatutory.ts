/**
 * Last period's statutory jobs for some clients (docs/behaviour.md §2, Compliance Calendar),
 * added after the rest of the seed so every other seeded id stays as it was. A newcomer's
 * calendar then shows planned clients for last month's deadlines, and likely-due ones for
 * this month's: the clients that had a job last period and have none yet.
 */
import {
  COLUMN_KEYS,
  DEFAULT_DECLARED_HOLIDAYS,
  addMonths,
  columnOf,
  parseComplianceName,
  periodKey,
  complianceJobName,
  dueDate,
  holidaysAround,
  monthPeriod,
  periodLabel,
  plannedDates,
  previousPeriod,
  ruleById,
  shiftMonth,
  statutoryDescription,
  type ClientObligationsChange,
  type ObligationColumn,
  type ObligationId,
  type Period,
} from '../../src/domain/compliance';
import type { Db, JobRecord, MockScale } from './schema';
import { jobNumberOf } from './recordNumbers';

/** Which clients get which periods' jobs, by scale. */
const PLAN: Record<MockScale, { lastPeriod: (clientId: number) => boolean; periodBefore: (clientId: number) => boolean }> = {
  demo: { lastPeriod: (id) => id <= 6, periodBefore: (id) => id === 7 || id === 8 },
  large: { lastPeriod: (id) => id % 4 === 1, periodBefore: (id) => id % 40 === 2 },
};

const LAST_PERIOD: ObligationId[] = ['paye', 'vat', 'wht-company', 'pension'];
const PERIOD_BEFORE: ObligationId[] = ['paye', 'vat'];
/** Job types of seedData.ts by the names the rules give. */
const JOB_TYPE_IDS = { Bookkeeping: 1, Payroll: 2, 'Tax Filing': 3 } as const;
const HOUR = 3_600_000;

export function addStatutoryJobs(db: Db, now: Date, creatorId: number): void {
  const plan = PLAN[db.scale];
  const previous = shiftMonth(now.getFullYear(), now.getMonth() + 1, -1);
  const last = monthPeriod(previous.year, previous.month);
  const before = previousPeriod(last);
  const holidays = holidaysAround(DEFAULT_DECLARED_HOLIDAYS, [now.getFullYear()]);
  const add = (clientId: number, clientName: string, id: ObligationId, period: Period, leftOpen = false) => {
    const rule = ruleById(id);
    const due = dueDate(id, period, holidays).date;
    const { start, end } = plannedDates(due);
    const [sy, sm, sd] = start.split('-').map(Number);
    const [ey, em, ed] = end.split('-').map(Number);
    const dateIn = new Date(sy, sm - 1, sd, 8).getTime();
    const dateOut = new Date(ey, em - 1, ed, 17).getTime();
    const finished = !leftOpen && dateOut < now.getTime() - 2 * HOUR;
    const jobId = db.nextId.job++;
    const job: JobRecord = {
      id: jobId,
      jobName: complianceJobName(rule, period, clientName),
      jobNumber: jobNumberOf(jobId),
      jobDescription: statutoryDescription(rule.obligation, periodLabel(period), due),
      clientId,
      jobTypeId: JOB_TYPE_IDS[rule.jobType],
      statusId: finished ? 4 : 1,
      dateIn: new Date(dateIn).toISOString(),
      dateOut: new Date(dateOut).toISOString(),
      dateCreated: new Date(dateIn - 24 * HOUR).toISOString(),
      dateFinished: finished ? new Date(dateOut - 3 * HOUR).toISOString() : null,
      createdBy: creatorId,
      lastModifiedBy: creatorId,
    };
    db.jobs.push(job);
  };
  for (const client of db.clients) {
    if (plan.lastPeriod(client.id)) for (const id of LAST_PERIOD) add(client.id, client.clientName, id, last);
    // The period before's PAYE is still open: an overdue job, and the newest jobs of the list show one.
    if (plan.periodBefore(client.id)) for (const id of PERIOD_BEFORE) add(client.id, client.clientName, id, before, id === 'paye');
  }
}

/**
 * Which clients owe what (docs/api-extensions.md `client-obligations`): each client with a
 * statutory job owes that job's obligation, so the grid agrees with what the calendar shows;
 * the first three have their own year ends, the third a new company, so their CIT dates differ.
 */
export function seedClientObligations(db: Db): ClientObligationsChange[] {
  const owes = new Map<number, Set<ObligationColumn>>();
  const statutory = db.jobs.flatMap((job) => {
    const parsed = parseComplianceName(job.jobName);
    return parsed ? [{ clientId: job.clientId, ruleId: parsed.ruleId, key: periodKey(parsed.period) }] : [];
  });
  // Last period's jobs only: the clients with a job only the period before have stopped, and stay likely due by their jobs alone.
  const latest = statutory.reduce((max, job) => (job.key > max ? job.key : max), '');
  for (const job of statutory) {
    const column = columnOf(job.ruleId);
    if (!column || job.key !== latest) continue;
    owes.set(job.clientId, (owes.get(job.clientId) ?? new Set()).add(column));
  }
  const seededAt = db.seededAt.slice(0, 10);
  const own: Record<number, Pick<ClientObligationsChange, 'yearEnd' | 'incorporated'>> = {
    1: { yearEnd: '12-31', incorporated: null },
    2: { yearEnd: '03-31', incorporated: null },
    3: { yearEnd: '06-30', incorporated: addMonths(seededAt, -4) },
  };
  return [...owes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([clientId, columns]) => {
      const extra: ObligationColumn[] = own[clientId] ? ['cit', 'dev-levy'] : [];
      return {
        clientId,
        owes: COLUMN_KEYS.filter((key) => columns.has(key) || extra.includes(key)),
        yearEnd: own[clientId]?.yearEnd ?? null,
        incorporated: own[clientId]?.incorporated ?? null,
      };
    });
}
