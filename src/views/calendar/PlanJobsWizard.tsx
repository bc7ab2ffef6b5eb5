/** The Plan jobs wizard is shared with the dashboard's "Plan next period", so it lives in src/views/ui. */
export { PlanJobsWizard } from '../ui/PlanJobsWizard';
