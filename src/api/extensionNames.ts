/**
 * The extensions a server may name in its capabilities (docs/api-extensions.md). Apart from
 * src/api/extensions.ts so the route table can name them without bringing the HTTP client to
 * the login page (docs/decisions/082-login-code-against-bare-react.md).
 */
export const EXTENSIONS = {
  /** Handing a task, or what a user holds, to someone else; and the holdings behind it. */
  handover: 'task-handover',
  /** Bringing a deactivated account back. */
  reactivation: 'user-reactivation',
  /** The sign-off trail of each task, second sign-offs and the firm's sign-off setting. */
  signOff: 'sign-off',
  /** The firm activity log: every change to the firm's records, who made it and when. */
  activityLog: 'activity-log',
  /** The declared public holidays kept for the whole firm, not in one browser. */
  firmHolidays: 'firm-holidays',
  /** The compliance rules as data, each edited as a new version with the day it takes effect. */
  complianceRules: 'compliance-rules',
  /** Which clients owe which obligations, and each client's year end and incorporation date. */
  clientObligations: 'client-obligations',
  /** Job templates with their checklists, the planning setting and plans that create jobs with assigned tasks. */
  templates: 'templates',
  /** Who fills each role (preparer, reviewer, partner) for each client. */
  clientTeams: 'client-teams',
} as const;

export type ExtensionName = (typeof EXTENSIONS)[keyof typeof EXTENSIONS];
