import { useSelector } from '@xstate/react';
import { useCurrentUser, useScreenActor } from '../../app/SessionProvider';
import { civilToday, formatCivil } from '../../domain/compliance';
import { planNextMachine } from '../../machines/planNext.machine';
import { PlanJobsWizard } from '../ui/PlanJobsWizard';
import { Badge, Button, Inline, RetryAlert, Stack } from '../ui';
import * as styles from './dashboard.css';

/**
 * docs/behaviour.md §2 Dashboard, "Plan next period": each obligation whose next period's window
 * has opened (the firm's days ahead), with the same Plan jobs wizard as the calendar.
 */
export function PlanNextPeriod() {
  const { user } = useCurrentUser();
  const actor = useScreenActor(planNextMachine, { today: civilToday(), userId: user.id });
  return actor ? <PlanNextList actor={actor} /> : null;
}

function PlanNextList({ actor }: { actor: NonNullable<ReturnType<typeof useScreenActor<typeof planNextMachine>>> }) {
  const windows = useSelector(actor, (s) => s.context.windows);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const shown = useSelector(actor, (s) => s.matches('loaded') || s.matches('planning'));
  const plan = useSelector(actor, (s) => s.children.plan);
  if (failed) return <RetryAlert onRetry={() => actor.send({ type: 'reload.requested' })}>{error}</RetryAlert>;
  if (!shown || windows.length === 0) return plan ? <PlanJobsWizard actor={plan} /> : null;
  return (
    <section aria-labelledby="plan-next-heading">
      <h3 className={styles.planNextHeading} id="plan-next-heading">
        Ready to plan
      </h3>
      <Stack as="ul" gap="xs" className={styles.list} aria-label="Periods ready to plan">
        {windows.map(({ deadline, state }) => {
          const title = `${deadline.rule.jobTitle} ${deadline.periodLabel}`;
          return (
            <Inline as="li" key={deadline.key} gap="sm" justify="between" align="centre" className={styles.deadlineRow}>
              <span>
                <strong>{title}</strong> · due {formatCivil(deadline.date)} <Badge tone="success">{state.planned.length} planned</Badge>
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Plan next period: ${title}`}
                onClick={() => actor.send({ type: 'plan.opened', key: deadline.key })}
              >
                Plan next period
              </Button>
            </Inline>
          );
        })}
      </Stack>
      {plan && <PlanJobsWizard actor={plan} />}
    </section>
  );
}
