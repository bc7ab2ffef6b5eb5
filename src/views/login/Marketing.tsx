import { CLIENT_LOGOS, PLANS, formatNaira, salesMailto } from '../../domain/plans';
import { ClientLogo } from './ClientLogo';
import * as styles from './login.css';
import { cx } from '../ui/cx';

/** The marketing area of the login page (docs/behaviour.md §1). */
export function Marketing({ onStartTrial, onStartTrialIntent }: { onStartTrial: () => void; onStartTrialIntent: () => void }) {
  return (
    <section className={styles.marketing} aria-labelledby="pitch-title">
      <div>
        <h2 id="pitch-title" className={styles.pitchTitle}>
          Month-end, under control.
        </h2>
        <p className={styles.pitchText}>
          Track every client job from assignment to approval. Staff finish tasks, reviewers approve or send them back, and nothing slips
          past a deadline.
        </p>
      </div>
      <ul className={styles.plans} aria-label="Plans">
        {PLANS.map((plan) => (
          <li key={plan.name} className={cx(styles.plan, plan.mostPopular && styles.planPopular)}>
            {plan.mostPopular && <span className={styles.popularBadge}>Most Popular</span>}
            <h3 className={styles.planName}>{plan.name}</h3>
            <p className={styles.price}>
              {formatNaira(plan.priceNaira)}
              <span className={styles.per}> / month</span>
            </p>
            <p className={styles.users}>{plan.users}</p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature} className={styles.feature}>
                  <span className={styles.tick} aria-hidden="true">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
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
      <div className={styles.logos}>
        <p className={styles.logosLabel}>Trusted by firms like</p>
        <div className={styles.logoRow}>
          {CLIENT_LOGOS.map((logo) => (
            <ClientLogo key={logo.name} {...logo} />
          ))}
        </div>
      </div>
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
