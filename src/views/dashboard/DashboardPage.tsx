import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useLocation } from 'wouter';
import { useCurrentUser, useScreenActor } from '../../app/SessionProvider';
import type { DashboardData } from '../../api/types';
import {
  CATEGORY_LABELS,
  DASHBOARD_CATEGORIES,
  categoryCounts,
  createTarget,
  productivityInsights,
  recentActivities,
  welcomeName,
  type DashboardCategory,
  type InsightPriority,
} from '../../domain/dashboard';
import { formatDayTime } from '../../domain/format';
import { isAdminRole, roleTone, type RoleName } from '../../domain/roles';
import { civilToday } from '../../domain/compliance';
import { dashboardMachine } from '../../machines/dashboard.machine';
import type { newTaskMachine } from '../../machines/newTask.machine';
import { PageHeader } from '../ui/PageHeader';
import { Alert, Badge, Button, Card, EmptyState, Inline, Stack, StatCard, Text, type AlertTone, type StatTone } from '../ui';
import { DetailModal, type DetailStatus } from './DetailModal';
import { NextTasks } from './NextTasks';
import { CategoryIcon } from '../ui/icons';
import { WorkloadAnalytics } from './WorkloadAnalytics';
import { DeadlinesPanel } from './DeadlinesPanel';
import { PlanNextPeriod } from './PlanNextPeriod';
import { JobPickerModal } from './JobPickerModal';
import { AddTaskModal } from '../ui/AddTaskModal';
import { WorkloadDistribution } from './WorkloadDistribution';
import * as styles from './dashboard.css';
import { visuallyHidden } from '../../styles/global.css';

const CREATE_NOTE_ID = 'dashboard-create-note';

/** docs/behaviour.md §2 Dashboard: what Staff are told beside Create New Task and Create New Job. */
export const STAFF_CREATE_NOTE = 'An Admin creates jobs and tasks and assigns them to you. These buttons open My Jobs.';

const CARD_TONE: Record<DashboardCategory, StatTone> = { overdue: 'danger', ongoing: 'warning', inReview: 'info', toReview: 'success' };
const INSIGHT_TONE: Record<InsightPriority, AlertTone> = { high: 'danger', medium: 'warning', low: 'info' };
const PRIORITY_LABEL: Record<InsightPriority, string> = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' };

export default function DashboardPage() {
  const { user, role } = useCurrentUser();
  const dashboard = useScreenActor(dashboardMachine, {
    userId: user.id,
    beside: role === 'Staff' ? 'next tasks' : { deadlines: { today: civilToday() } },
    addsTasks: isAdminRole(role),
  });
  return dashboard && <Dashboard dashboard={dashboard} />;
}

/** Add Task to Job for the job the picker chose. */
function NewTaskAddModal({ newTask }: { newTask: ActorRefFromLogic<typeof newTaskMachine> }) {
  const addTask = useSelector(newTask, (s) => s.context.addTask);
  return <AddTaskModal actor={addTask} />;
}

function Dashboard({ dashboard }: { dashboard: ActorRefFromLogic<typeof dashboardMachine> }) {
  const { user, role } = useCurrentUser();
  const [, navigate] = useLocation();
  const { nextTasks, deadlines, newTask } = useSelector(dashboard, (s) => s.context);
  const counts = useSelector(dashboard, (s) => s.context.counts);
  const countsRead = useSelector(counts, (s) => s.value);
  const data = useSelector(counts, (s) => s.context.data);
  const error = useSelector(counts, (s) => s.context.error);
  // What is drawn under a panel still being read waits for it: drawn first, it would be pushed
  // down when the panel's rows arrive (a layout shift). Staff's next tasks stand above the counts,
  // an admin's deadlines under them; the panels at the foot wait for both. Only the first read
  // is waited for: read again, a panel keeps what it showed, and so does what is under it.
  const nextTasksRead = useSelector(nextTasks, (s) => !s?.matches('loading') || s.context.data !== null);
  const deadlinesRead = useSelector(deadlines, (s) => !s?.matches('loading') || s.context.data !== null);
  const detailOpen = useSelector(dashboard, (s) => s.matches('detailOpen'));
  const category = useSelector(dashboard, (s) => s.context.category);
  const detail = useSelector(dashboard, (s) => s.context.detail);
  const detailStatus = useSelector(detail, (s): DetailStatus =>
    s?.matches('failed') ? 'failed' : s?.matches('loaded') ? 'loaded' : 'loading',
  );
  const report = useSelector(detail, (s) => s?.context.data ?? null);
  const detailError = useSelector(detail, (s) => s?.context.error ?? null);

  const target = createTarget(role);
  const header = (
    <PageHeader
      title={`Welcome back, ${welcomeName(user.firstName)}!`}
      subtitle={
        <Inline as="span" gap="sm">
          <Badge tone={roleTone(role)}>{role}</Badge>
          {user.position && <span>{user.position}</span>}
        </Inline>
      }
      actions={
        <>
          <Button
            variant="secondary"
            aria-describedby={newTask ? undefined : CREATE_NOTE_ID}
            onClick={() => (newTask ? newTask.send({ type: 'picker.opened' }) : navigate(target))}
          >
            Create New Task
          </Button>
          <Button aria-describedby={newTask ? undefined : CREATE_NOTE_ID} onClick={() => navigate(target)}>
            Create New Job
          </Button>
        </>
      }
    />
  );
  // Staff keep the spec's buttons, which open My Jobs; this says why (docs/decisions/032-create-buttons-lead-somewhere.md).
  const createNote = !newTask && (
    <Text as="p" id={CREATE_NOTE_ID} size="sm" tone="muted">
      {STAFF_CREATE_NOTE}
    </Text>
  );

  return (
    <Stack gap="xl">
      {header}
      {createNote}
      {newTask && (
        <>
          <JobPickerModal actor={newTask} />
          <NewTaskAddModal newTask={newTask} />
        </>
      )}
      {nextTasks && <NextTasks list={nextTasks} />}
      {countsRead === 'failed' && (
        <Alert tone="danger" title="Error Loading Dashboard">
          <p>{error}</p>
          <div className={styles.retryRow}>
            <Button variant="secondary" size="sm" onClick={() => counts.send({ type: 'reload.requested' })}>
              Retry
            </Button>
          </div>
        </Alert>
      )}
      {/* One section while the counts are read and once they are: its cards stay where they stand. */}
      {nextTasksRead && (countsRead === 'loading' || countsRead === 'loaded') && (
        <StatCards data={countsRead === 'loaded' ? data : null} onOpen={(c) => dashboard.send({ type: 'detail.opened', category: c })} />
      )}
      {/* The Monday question comes right after the counts (docs/behaviour.md §2 Dashboard). */}
      {deadlines && (
        <DeadlinesPanel panel={deadlines}>
          <PlanNextPeriod />
        </DeadlinesPanel>
      )}
      {countsRead === 'loaded' && data && (
        <>
          {nextTasksRead && deadlinesRead && <DashboardBody data={data} role={role} />}
          <DetailModal
            open={detailOpen}
            role={role}
            category={category}
            status={detailStatus}
            report={report}
            error={detailError}
            onClose={() => dashboard.send({ type: 'detail.closed' })}
            onRetry={() => detail?.send({ type: 'reload.requested' })}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * The four stat cards; each opens its detail modal (docs/behaviour.md §2 Dashboard). While the
 * counts are read (`data` null) the same cards stand with placeholder counts and open nothing,
 * so nothing below them moves when the counts arrive.
 */
function StatCards({ data, onOpen }: { data: DashboardData | null; onOpen: (category: DashboardCategory) => void }) {
  const counts = data && categoryCounts(data);
  return (
    <section className={styles.stats} aria-label="Workload counts" aria-busy={counts ? undefined : true}>
      {!counts && (
        <span className={visuallyHidden} role="status">
          Loading dashboard...
        </span>
      )}
      {DASHBOARD_CATEGORIES.map((key) => (
        <StatCard
          key={key}
          label={CATEGORY_LABELS[key]}
          value={counts ? counts[key] : null}
          tone={CARD_TONE[key]}
          icon={<CategoryIcon category={key} />}
          hint="View details"
          onClick={counts ? () => onOpen(key) : undefined}
        />
      ))}
    </section>
  );
}

function DashboardBody({ data, role }: { data: DashboardData; role: RoleName }) {
  const counts = categoryCounts(data);
  const insights = productivityInsights(data);
  const activities = recentActivities(data.todayJob, data.todayTask);
  return (
    <>
      <div className={styles.twoColumns}>
        <WorkloadDistribution counts={counts} role={role} />
        <WorkloadAnalytics counts={counts} />
      </div>

      <div className={styles.twoColumns}>
        <Card title="Productivity Insights">
          {insights.length === 0 ? (
            <EmptyState icon="✓" title="All Clear!" message="No urgent items need your attention right now." />
          ) : (
            <Stack gap="md">
              {insights.map((insight) => (
                <Alert
                  key={insight.id}
                  tone={INSIGHT_TONE[insight.priority]}
                  title={`${insight.title} · ${PRIORITY_LABEL[insight.priority]}`}
                >
                  {insight.message}
                </Alert>
              ))}
            </Stack>
          )}
        </Card>
        <Card title="Recent Activity" subtitle="The latest completions today" flush>
          <ItemList
            label="Recent activity"
            empty="No activity yet today."
            items={activities.map((a) => ({ key: a.id, title: a.title, meta: a.detail, at: a.at }))}
          />
        </Card>
      </div>

      <div className={styles.twoColumns}>
        <Card title="Today's Completed Jobs" subtitle={`${data.todayJob.length} completed`} flush>
          <ItemList
            label="Jobs completed today"
            empty="No jobs completed today yet."
            scrolls
            items={data.todayJob.map((job) => ({
              key: job.id,
              title: job.jobName,
              meta: `${job.clientName || 'Unknown Client'} · ${job.jobNumber}`,
              at: job.dateFinished,
            }))}
          />
        </Card>
        <Card title="Today's Completed Tasks" subtitle={`${data.todayTask.length} completed`} flush>
          <ItemList
            label="Tasks completed today"
            empty="No tasks completed today yet."
            scrolls
            items={data.todayTask.map(({ task }) => ({
              key: task.id,
              title: task.taskName,
              meta: `${task.jobName}${task.modifiedByName ? ` · by ${task.modifiedByName}` : ''}`,
              at: task.dateFinished,
            }))}
          />
        </Card>
      </div>
    </>
  );
}

interface ListItem {
  key: string | number;
  title: string;
  meta: string;
  at: string | null;
}

/** A card's list of finished work; a long one scrolls inside the card and can be scrolled by keyboard. */
function ItemList({ items, label, empty, scrolls = false }: { items: ListItem[]; label: string; empty: string; scrolls?: boolean }) {
  if (items.length === 0)
    return (
      <Text as="p" size="sm" tone="muted" className={styles.emptyNote}>
        {empty}
      </Text>
    );
  const list = (
    <ul className={styles.list} aria-label={scrolls ? undefined : label}>
      {items.map((item) => (
        <li key={item.key} className={styles.listItem}>
          <Stack as="span" gap="xxs">
            <Text size="md" weight="semibold" wrap="anywhere">
              {item.title}
            </Text>
            <Text size="sm" tone="muted" wrap="anywhere">
              {item.meta}
            </Text>
          </Stack>
          <Text size="xs" tone="muted" wrap="never">
            {formatDayTime(item.at)}
          </Text>
        </li>
      ))}
    </ul>
  );
  if (!scrolls) return list;
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={label}>
      {list}
    </div>
  );
}
