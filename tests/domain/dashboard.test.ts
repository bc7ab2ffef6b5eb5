import { describe, expect, it } from 'vitest';
import { apiJob, apiTask } from '../support/answers';
import {
  DONUT_CIRCUMFERENCE,
  DONUT_RADIUS,
  DONUT_SIZE,
  DONUT_STROKE,
  RECENT_ACTIVITY_LIMIT,
  categoryCounts,
  byDueDate,
  categoryPercentages,
  completionRate,
  countedList,
  createTarget,
  detailRowTarget,
  detailRows,
  detailSummary,
  donutArcs,
  productivityInsights,
  quickLinks,
  recentActivities,
  sortInsights,
  totalItems,
  welcomeName,
  type CategoryCounts,
} from '../../src/domain/dashboard';

const counts = (overdue: number, ongoing: number, inReview: number, toReview: number): CategoryCounts => ({
  overdue,
  ongoing,
  inReview,
  toReview,
});

describe('dashboard categories', () => {
  it('maps the server counts onto the four categories', () => {
    expect(categoryCounts({ overDueJob: 1, ongoingJob: 2, taskInReview: 3, taskToReview: 4 })).toEqual(counts(1, 2, 3, 4));
    expect(totalItems(counts(1, 2, 3, 4))).toBe(10);
  });
});

describe('completion rate (docs/behaviour.md §4)', () => {
  it('is 100 when there is no work at all', () => {
    expect(completionRate(counts(0, 0, 0, 0))).toBe(100);
  });
  it('is the share of items neither ongoing nor overdue', () => {
    expect(completionRate(counts(1, 1, 1, 1))).toBe(50);
    expect(completionRate(counts(0, 0, 2, 3))).toBe(100);
    expect(completionRate(counts(4, 6, 0, 0))).toBe(0);
    expect(completionRate(counts(1, 1, 1, 0))).toBe(33);
    expect(completionRate(counts(0, 1, 2, 0))).toBe(67);
  });
});

describe('category percentages', () => {
  it('are all 0 when the total is 0', () => {
    expect(categoryPercentages(counts(0, 0, 0, 0))).toEqual(counts(0, 0, 0, 0));
  });
  it('are exact shares when they divide evenly', () => {
    expect(categoryPercentages(counts(1, 1, 1, 1))).toEqual(counts(25, 25, 25, 25));
    expect(categoryPercentages(counts(0, 5, 0, 0))).toEqual(counts(0, 100, 0, 0));
  });
  it('always add up to 100, giving the rounding to the largest remainders', () => {
    expect(categoryPercentages(counts(1, 1, 1, 0))).toEqual(counts(34, 33, 33, 0));
    expect(categoryPercentages(counts(2, 1, 0, 0))).toEqual(counts(67, 33, 0, 0));
    for (const c of [counts(7, 3, 11, 1), counts(1, 1, 1, 97), counts(13, 17, 19, 23)]) {
      const p = categoryPercentages(c);
      expect(p.overdue + p.ongoing + p.inReview + p.toReview).toBe(100);
    }
  });
});

describe('donut arcs (docs/behaviour.md §9: size 280, stroke 40)', () => {
  it('uses the spec constants', () => {
    expect(DONUT_SIZE).toBe(280);
    expect(DONUT_STROKE).toBe(40);
    expect(DONUT_RADIUS).toBe(120);
    expect(DONUT_CIRCUMFERENCE).toBeCloseTo(2 * Math.PI * 120);
  });
  it('draws nothing but the empty ring when the total is 0', () => {
    expect(donutArcs(counts(0, 0, 0, 0))).toEqual([]);
  });
  it('lays the arcs end to end and together they go once round the circle', () => {
    const arcs = donutArcs(counts(3, 5, 0, 2));
    expect(arcs.map((a) => a.key)).toEqual(['overdue', 'ongoing', 'toReview']);
    expect(arcs.reduce((sum, a) => sum + a.length, 0)).toBeCloseTo(DONUT_CIRCUMFERENCE);
    expect(arcs[0].start).toBe(0);
    for (let i = 1; i < arcs.length; i++) expect(arcs[i].start).toBeCloseTo(arcs[i - 1].start + arcs[i - 1].length);
    const last = arcs[arcs.length - 1];
    expect(last.start + last.length).toBeCloseTo(DONUT_CIRCUMFERENCE);
  });
  it('gives each arc its share of the circle', () => {
    const arcs = donutArcs(counts(1, 3, 0, 0), 100);
    expect(arcs).toEqual([
      { key: 'overdue', value: 1, length: 25, start: 0 },
      { key: 'ongoing', value: 3, length: 75, start: 25 },
    ]);
  });
  it('a single category fills the whole ring', () => {
    const [only] = donutArcs(counts(0, 0, 4, 0));
    expect(only.length).toBeCloseTo(DONUT_CIRCUMFERENCE);
  });
});

describe('productivity insights (docs/behaviour.md §9)', () => {
  it('lists overdue as high, awaiting review as medium, today’s jobs as low, high first', () => {
    const insights = productivityInsights({ overDueJob: 2, taskToReview: 1, todayJob: [apiJob(1), apiJob(2), apiJob(3)] });
    expect(insights.map((i) => [i.id, i.priority])).toEqual([
      ['overdue', 'high'],
      ['awaitingReview', 'medium'],
      ['todayJobs', 'low'],
    ]);
    expect(insights[0].message).toBe('2 jobs are past the due date and need attention.');
    expect(insights[1].message).toBe('1 task is awaiting your review.');
    expect(insights[2].message).toBe('3 jobs were completed today.');
  });
  it('speaks in the singular for one', () => {
    const insights = productivityInsights({ overDueJob: 1, taskToReview: 3, todayJob: [apiJob(1)] });
    expect(insights.map((i) => i.message)).toEqual([
      '1 job is past the due date and needs attention.',
      '3 tasks are awaiting your review.',
      '1 job was completed today.',
    ]);
  });
  it('shows only what applies, and nothing when all is clear', () => {
    expect(productivityInsights({ overDueJob: 0, taskToReview: 0, todayJob: [] })).toEqual([]);
    expect(productivityInsights({ overDueJob: 0, taskToReview: 2, todayJob: [] }).map((i) => i.id)).toEqual(['awaitingReview']);
  });
  it('sorts any insights high first and keeps their order within a priority', () => {
    const sorted = sortInsights([
      { priority: 'low' as const, n: 1 },
      { priority: 'medium' as const, n: 2 },
      { priority: 'high' as const, n: 3 },
      { priority: 'low' as const, n: 4 },
      { priority: 'high' as const, n: 5 },
    ]);
    expect(sorted.map((i) => i.n)).toEqual([3, 5, 2, 1, 4]);
  });
});

describe('recent activities (docs/behaviour.md §9: the 10 newest)', () => {
  it('merges jobs and tasks, newest first, keeping 10', () => {
    const jobs = Array.from({ length: 6 }, (_, i) => apiJob(i + 1, { dateFinished: `2026-03-01T0${i}:00:00Z`, clientName: 'Acme' }));
    const tasks = Array.from({ length: 6 }, (_, i) => ({
      task: apiTask(i + 1, { dateFinished: `2026-03-01T0${i}:30:00Z`, modifiedByName: 'Ada Obi', jobName: 'Payroll March' }),
    }));
    const list = recentActivities(jobs, tasks);
    expect(RECENT_ACTIVITY_LIMIT).toBe(10);
    expect(list).toHaveLength(10);
    expect(list.map((a) => a.id)).toEqual(['task-6', 'job-6', 'task-5', 'job-5', 'task-4', 'job-4', 'task-3', 'job-3', 'task-2', 'job-2']);
    expect(list[0].detail).toBe('Task completed by Ada Obi on Payroll March');
    expect(list[1].detail).toBe('Job completed for Acme');
  });
  it('keeps items without a finish date last and leaves out missing names', () => {
    const list = recentActivities(
      [apiJob(1, { dateFinished: null, clientName: '' })],
      [{ task: apiTask(2, { dateFinished: '2026-03-01T10:00:00Z', jobName: '' }) }],
    );
    expect(list.map((a) => a.id)).toEqual(['task-2', 'job-1']);
    expect(list[0].detail).toBe('Task completed');
    expect(list[1].detail).toBe('Job completed');
  });
});

describe('navigation targets', () => {
  it('Create New Task and Job go to /jobs for admins and /my-jobs for everyone else', () => {
    expect(createTarget('Admin')).toBe('/jobs');
    expect(createTarget('Super Admin')).toBe('/jobs');
    expect(createTarget('Staff')).toBe('/my-jobs');
  });
  it('quick buttons lead only to screens the role may open', () => {
    expect(quickLinks('Admin').map((l) => l.to)).toEqual(['/jobs?filter=overdue', '/jobs?filter=ongoing', '/jobs/pending', '/jobs/assign']);
    expect(quickLinks('Super Admin')).toEqual(quickLinks('Admin'));
    expect(quickLinks('Staff').map((l) => l.to)).toEqual(['/my-jobs', '/my-jobs/pending']);
  });
});

describe('detail modal', () => {
  const report = { overDuetasks: [apiJob(1)], onGoingTasks: [apiJob(2)], tasksInReview: [apiJob(3)], tasksToReview: [apiJob(4)] };
  it('each stat card reads its own list of the detailed report', () => {
    expect(detailRows(report, 'overdue')[0].id).toBe(1);
    expect(detailRows(report, 'ongoing')[0].id).toBe(2);
    expect(detailRows(report, 'inReview')[0].id).toBe(3);
    expect(detailRows(report, 'toReview')[0].id).toBe(4);
  });
  it('sums total items, completed, active and total tasks', () => {
    const rows = [
      apiJob(1, { dateFinished: '2026-03-01T00:00:00Z', taskCount: 4 }),
      apiJob(2, { taskCount: 2 }),
      apiJob(3, { taskCount: 0 }),
    ];
    expect(detailSummary(rows)).toEqual({ totalItems: 3, completed: 1, active: 2, totalTasks: 6 });
    expect(detailSummary([])).toEqual({ totalItems: 0, completed: 0, active: 0, totalTasks: 0 });
  });
  it('puts the earliest due first, by end date or else date out, undated last, equal dates as they came', () => {
    const rows = [
      apiJob(1, { endDate: '2026-03-10T09:00:00Z' }),
      apiJob(2, { endDate: undefined, dateOut: '2026-03-01T09:00:00Z' }),
      apiJob(3, { endDate: 'not a date', dateOut: 'not a date' }),
      apiJob(4, { endDate: '2026-02-20T09:00:00Z' }),
      apiJob(5, { endDate: '2026-03-10T09:00:00Z' }),
    ];
    expect(byDueDate(rows).map((j) => j.id)).toEqual([4, 2, 1, 5, 3]);
    expect(rows.map((j) => j.id)).toEqual([1, 2, 3, 4, 5]);
  });
  it("admins' counts lead to Jobs Management's presets and the review queue, each row to its Job Details", () => {
    for (const role of ['Admin', 'Super Admin'] as const) {
      expect(countedList(role, 'overdue')?.to).toBe('/jobs?filter=overdue');
      expect(countedList(role, 'ongoing')?.to).toBe('/jobs?filter=ongoing');
      expect(countedList(role, 'inReview')?.to).toBe('/jobs/pending');
      expect(countedList(role, 'toReview')?.to).toBe('/jobs/pending');
      for (const category of ['overdue', 'ongoing', 'inReview', 'toReview'] as const) {
        expect(detailRowTarget(role, category, apiJob(7))).toBe('/jobs/7');
      }
    }
  });
  it("Staff's counts lead to their own lists, never to a screen they may not open", () => {
    expect(countedList('Staff', 'overdue')?.to).toBe('/my-jobs/pending');
    expect(countedList('Staff', 'ongoing')?.to).toBe('/my-jobs/pending');
    expect(countedList('Staff', 'inReview')?.to).toBe('/my-jobs');
    expect(countedList('Staff', 'toReview')).toBeNull();
    expect(detailRowTarget('Staff', 'overdue', apiJob(7))).toBe('/my-jobs/pending');
    expect(detailRowTarget('Staff', 'inReview', apiJob(7))).toBe('/my-jobs');
    expect(detailRowTarget('Staff', 'toReview', apiJob(7))).toBeNull();
  });
});

describe('welcome name', () => {
  it('is the first name, or User', () => {
    expect(welcomeName('Ada')).toBe('Ada');
    expect(welcomeName('  ')).toBe('User');
    expect(welcomeName(undefined)).toBe('User');
    expect(welcomeName(null)).toBe('User');
  });
});
