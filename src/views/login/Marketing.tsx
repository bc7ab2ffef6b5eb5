import { CLIENT_LOGOS, PLANS, formatNaira, salesMailto } from '../../domain/plans';
import { ClientLogo } from './ClientLogo';
import * as styles from './login.css';
import { cx } from '../ui/cx';
import { Inline, Stack, Text } from '../ui/Layout';

/** The marketing area of the login page (docs/behaviour.md §1). */
export function Marketing({ onStartTrial, onStartTrialIntent }: { onStartTrial: () => void; onStartTrialIntent: () => void }) {
  return (
    <section className={styles.marketing} aria-labelledby="pitch-title">
      <div>
        <h2 id="pitch-title" className={styles.pitchTitle}>
          Month-end, under control.
        </h2>
        <Text as="p" size="md" tone="muted" className={styles.pitchText}>
          Track every client job from assignment to approval. Staff finish tasks, reviewers approve or send them back, and nothing slips
          past a deadline.
        </Text>
      </div>
      <ul className={styles.plans} aria-label="Plans">
        {PLANS.map((plan) => (
          <li key={plan.name} className={cx(styles.plan, plan.mostPopular && styles.planPopular)}>
            {plan.mostPopular && <span className={styles.popularBadge}>Most Popular</span>}
            <h3 className={styles.planName}>{plan.name}</h3>
            <p className={styles.price}>
              {formatNaira(plan.priceNaira)}
              <Text size="sm" tone="muted" weight="regular">
                {' '}
                / month
              </Text>
            </p>
            <Text as="p" size="sm" tone="muted">
              {plan.users}
            </Text>
            <Stack as="ul" gap="xs" className={styles.features}>
              {plan.features.map((feature) => (
                <Inline as="li" key={feature} gap="sm" align="baseline" nowrap>
                  <span className={styles.tick} aria-hidden="true">
                    ✓
                  </span>
                  {feature}
                </Inline>
              ))}
            </Stack>
            {plan.action && (
              <PlanAction
                label={plan.action}
                primary={plan.mostPopular}
                plan={plan.name}
                onStartTrial={onStartTrial}
                onStartTrialIntent={onStartTrialIntent}
              />
            )}
          </li>
        ))}
      </ul>
      <Stack gap="md">
        <Text as="p" size="xs" tone="muted" weight="semibold" className={styles.logosLabel}>
          Trusted by firms like
        </Text>
        <Inline gap="xl">
          {CLIENT_LOGOS.map((logo) => (
            <ClientLogo key={logo.name} {...logo} />
          ))}
        </Inline>
      </Stack>
    </section>
  );
}

/**
 * "Start Free Trial" explains how a trial starts; "Contact Sales" writes to sales about the
 * plan (docs/behaviour.md §1). Neither leads nowhere.
 */
function PlanAction({
  label,
  primary,
  plan,
  onStartTrial,
  onStartTrialIntent,
}: {
  label: string;
  primary: boolean;
  plan: string;
  onStartTrial: () => void;
  onStartTrialIntent: () => void;
}) {
  const className = primary ? styles.planActionPrimary : styles.planAction;
  const name = `${label} — ${plan} plan`;
  if (label === 'Start Free Trial') {
    return (
      <button
        type="button"
        className={className}
        aria-label={name}
        onPointerEnter={onStartTrialIntent}
        onFocus={onStartTrialIntent}
        onClick={onStartTrial}
      >
        {label}
      </button>
    );
  }
  return (
    <a href={salesMailto(plan, 'sales')} className={className} aria-label={name}>
      {label}
    </a>
  );
}
