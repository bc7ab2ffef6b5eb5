/** Every handler of the mock backend, in one list for the worker, msw/node and the HTTP server. */
import { activityHandlers } from './activity';
import { answererOf } from './candidates';
import { authHandlers } from './auth';
import { clientHandlers } from './clients';
import { clientObligationHandlers } from './clientObligations';
import { complianceRuleHandlers } from './complianceRules';
import { dashboardHandlers } from './dashboard';
import { dropdownHandlers } from './dropdowns';
import { extensionHandlers } from './extensions';
import { holidayHandlers } from './holidays';
import { jobHandlers } from './jobs';
import { reportHandlers } from './reports';
import { signOffHandlers } from './signOff';
import { taskHandlers } from './tasks';
import { templateHandlers } from './templates';
import { uploadHandlers } from './uploads';
import { userHandlers } from './users';

export const handlers = [
  ...authHandlers,
  ...dashboardHandlers,
  ...jobHandlers,
  ...taskHandlers,
  ...dropdownHandlers,
  ...clientHandlers,
  ...userHandlers,
  ...reportHandlers,
  ...uploadHandlers,
  ...extensionHandlers,
  ...signOffHandlers,
  ...activityHandlers,
  ...holidayHandlers,
  ...complianceRuleHandlers,
  ...clientObligationHandlers,
  ...templateHandlers,
];

/** The answer of whichever handler takes a request, for the worker, msw/node and the HTTP server. */
export const answer = answererOf(handlers);
