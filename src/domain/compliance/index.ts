/** The compliance calendar's rules (docs/behaviour.md §4, Compliance Calendar). */
export * from './civilDate';
export * from './holidays';
export * from './rules';
export * from './periods';
export * from './dueDates';
export * from './ruleVersions';
export * from './clientObligations';
export * from './ruleForm';
export * from './deadlines';
export * from './plan';
export * from './planJobs';
export * from './statutoryDue';
export * from './calendarMessages';
