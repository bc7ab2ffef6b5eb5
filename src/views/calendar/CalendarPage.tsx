import { useSelector } from '@xstate/react';
import type { ActorRefFromLogic } from 'xstate';
import { useMemo } from 'react';
import { useListAddress } from '../../app/address';
import { useCurrentUser, useScreenActor } from '../../app/SessionProvider';
import { MONTH_NAMES, civilToday } from '../../domain/compliance';
import { complianceDataMachine, type ComplianceData } from '../../machines/complianceData.machine';
import { calendarPageMachine } from '../../machines/calendarPage.machine';
import { PageHeader } from '../ui/PageHeader';
import { Button, Card, Centred, EmptyState, Inline, RetryAlert, Spinner, Text } from '../ui';
import { Agenda } from './Agenda';
import { HolidaysModal } from './HolidaysModal';
import { MonthGrid } from './MonthGrid';
import { PlanJobsWizard } from '../ui/PlanJobsWizard';
import * as styles from './calendar.css';

const TITLE = 'Compliance Calendar';
const SUBTITLE = 'Statutory deadlines of every client, with the jobs planned for them.';

/** docs/behaviour.md §2: said in one line against a server that does not keep the rules. */
export const SHIPPED_RULES_NOTICE = "This server does not keep compliance rules: the calendar uses the product's own rules.";

/**
 * docs/behaviour.md §2 Compliance Calendar: a month of statutory deadlines and who is planned for
 * them. Holidays and the rules' versions move deadlines, so they are read first (the firm's, or
 * this browser's and the shipped rules).
 */
export default function CalendarPage() {
  const holidays = useScreenActor(complianceDataMachine, undefined);
  return holidays && <WithHolidays holidays={holidays} />;
}

function WithHolidays({ holidays }: { holidays: ActorRefFromLogic<typeof complianceDataMachine> }) {
  const data = useSelector(holidays, (s) => (s.matches('loaded') ? s.context.data : null));
  const error = useSelector(holidays, (s) => s.context.error);
  if (data) return <CalendarScreen data={data} />;
  return (
    <div>
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      {error ? (
        <RetryAlert onRetry={() => holidays.send({ type: 'reload.requested' })}>{error}</RetryAlert>
      ) : (
        <Centred aria-busy="true">
          <Spinner label="Loading public holidays" showLabel />
        </Centred>
      )}
    </div>
  );
}

function CalendarScreen({ data }: { data: ComplianceData }) {
  const { user } = useCurrentUser();
  // The month is in the address: the machine reads it when it starts, follows Back and Forward, and writes each move.
  const address = useListAddress();
  const logic = useMemo(() => calendarPageMachine.provide(address.binding), [address]);
  const page = useScreenActor(logic, {
    today: civilToday(),
    search: address.search,
    userId: user.id,
    declared: data.holidays,
    firmWide: data.firmWide,
    substitutes: data.substitutes,
    rules: data.rules.versions,
    rulesFromServer: data.rules.fromServer,
    obligations: data.obligations,
  });
  return page && <Calendar page={page} />;
}

function Calendar({ page }: { page: ActorRefFromLogic<typeof calendarPageMachine> }) {
  const year = useSelector(page, (s) => s.context.year);
  const month = useSelector(page, (s) => s.context.month);
  const today = useSelector(page, (s) => s.context.today);
  const rows = useSelector(page, (s) => s.context.rows);
  const declared = useSelector(page, (s) => s.context.declared);
  const substitutes = useSelector(page, (s) => s.context.substitutes);
  const rulesFromServer = useSelector(page, (s) => s.context.rulesFromServer);
  const error = useSelector(page, (s) => s.context.error);
  const loading = useSelector(page, (s) => s.matches('loading'));
  const failed = useSelector(page, (s) => s.matches('failed'));
  const plan = useSelector(page, (s) => s.children.plan);
  const holidaysModal = useSelector(page, (s) => s.children.holidays);
  const canEditHolidays = useSelector(page, (s) => s.can({ type: 'holidays.opened' }));
  const title = `${MONTH_NAMES[month - 1]} ${year}`;

  return (
    <div>
      <PageHeader
        title={TITLE}
        subtitle={SUBTITLE}
        actions={
          <Button variant="secondary" onClick={() => page.send({ type: 'holidays.opened' })} disabled={!canEditHolidays}>
            Public holidays
          </Button>
        }
      />
      <Inline as="nav" gap="sm" className={styles.toolbar} aria-label="Months">
        <Button variant="secondary" size="sm" onClick={() => page.send({ type: 'month.previous' })} aria-label="Previous month">
          ‹ Previous
        </Button>
        <h2 className={styles.monthTitle} aria-live="polite">
          {title}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => page.send({ type: 'month.next' })} aria-label="Next month">
          Next ›
        </Button>
        <Button variant="ghost" size="sm" onClick={() => page.send({ type: 'month.current' })}>
          This month
        </Button>
      </Inline>

      {!rulesFromServer && (
        <Text as="p" size="sm" tone="muted" className={styles.notice}>
          {SHIPPED_RULES_NOTICE}
        </Text>
      )}
      {failed && <RetryAlert onRetry={() => page.send({ type: 'reload.requested' })}>{error}</RetryAlert>}

      <div className={styles.layout} aria-busy={loading}>
        <Card title="Month" titleAs="h2" flush>
          <MonthGrid year={year} month={month} today={today} rows={loading ? [] : rows} declared={declared} substitutes={substitutes} />
        </Card>
        <Card title="Deadlines" titleAs="h2">
          {loading ? (
            <Centred>
              <Spinner label="Loading deadlines" showLabel />
            </Centred>
          ) : failed ? null : rows.length === 0 ? (
            <EmptyState title="No deadlines this month" message="No statutory deadline falls in this month." />
          ) : (
            <Agenda rows={rows} today={today} onPlan={(key) => page.send({ type: 'plan.opened', key })} />
          )}
        </Card>
      </div>

      {plan && <PlanJobsWizard actor={plan} />}
      {holidaysModal && <HolidaysModal actor={holidaysModal} year={year} />}
    </div>
  );
}
