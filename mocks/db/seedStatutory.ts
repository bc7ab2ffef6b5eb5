/**
 * Last period's statutory jobs for some clients (docs/behaviour.md §2, Compliance Calendar),
 * added after the rest of the seed so every other seeded id stays as it was. A newcomer's
 * calendar then shows planned clients for last month's deadlines, and likely-due ones for
 * this month's: the clients that had a job last period and have none yet.
 */
import {
  DEFAULT_DECLARED_HOLIDAYS,
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
