/**
 * The extension endpoints of docs/api-extensions.md: what this server has beyond the firm's
 * API, handing work over (docs/behaviour.md §4 "Nothing stranded") and reactivating an account.
 */
import { http } from 'msw';
import { EXTENSIONS, extensionPaths } from '../../src/api/extensions';
import { taskHandoverSchema, userHandoverSchema } from '../../src/domain/schemas/handover';
import { idQuerySchema } from '../../src/domain/schemas/queries';
import { ROLE_RULE_MESSAGES, roleRefusal } from '../../src/domain/roles';
import { commit } from '../db/store';
import { findJob } from '../db/rules';
import { handOverHoldings, handOverTask, holdingsOf, reactivationProblem } from '../db/handoverRules';
import { toTask } from '../db/views';
import { bodyRoute, envelope, queryRoute, refused, withCaller } from './http';

const USER_NOT_FOUND = 'User not found';

export const extensionHandlers = [
  http.get(`*${extensionPaths.capabilities}`, ({ request }) => withCaller(request, 'signed-in', () => envelope(Object.values(EXTENSIONS)))),

  bodyRoute(extensionPaths.taskHandover, 'admin', taskHandoverSchema, ({ db, user }, body) => {
    const outcome = handOverTask(db, body, user);
    if (!outcome.ok) return refused(outcome.message);
    commit();
    return envelope(toTask(db, outcome.value, findJob(db, outcome.value.jobId), Date.now()), 'OK', 'Task handed over successfully');
  }),

  queryRoute('get', extensionPaths.userHoldings, 'admin', idQuerySchema(USER_NOT_FOUND), ({ db }, { id }) => {
    const user = db.users.find((u) => u.id === id && !u.deleted);
    if (!user) return refused(USER_NOT_FOUND, '404');
    return envelope(holdingsOf(db, user.id));
  }),

  bodyRoute(extensionPaths.userHandover, 'admin', userHandoverSchema, ({ db, user }, body) => {
    const outcome = handOverHoldings(db, body, user);
    if (!outcome.ok) return refused(outcome.message);
    commit();
    return envelope(outcome.value, 'OK', 'Work handed over successfully');
  }),

  queryRoute('put', extensionPaths.userReactivate, 'admin', idQuerySchema(USER_NOT_FOUND), ({ db, user: caller }, { id }) => {
    const target = db.users.find((u) => u.id === id && !u.deleted);
    if (!target) return refused(USER_NOT_FOUND, '404');
    const refusal = roleRefusal(caller, target, null);
    if (refusal) return refused(ROLE_RULE_MESSAGES[refusal], '403');
    const problem = reactivationProblem(target);
    if (problem) return refused(problem);
    target.active = true;
    commit();
    return envelope(null, '200', 'User reactivated successfully');
  }),
];
