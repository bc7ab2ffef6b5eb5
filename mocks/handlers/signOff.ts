/**
 * The `sign-off` extension (docs/api-extensions.md): a task's trail, the level each task of a
 * review page awaits, a job's sign-off record and the firm's sign-off setting.
 */
import { http } from 'msw';
import { extensionPaths } from '../../src/api/extensions';
import { SIGN_OFF_SETTING_MESSAGES, signOffSettingsSchema, taskIdsQuerySchema } from '../../src/domain/schemas/signOff';
import { jobQuerySchema, taskQuerySchema } from '../../src/domain/schemas/queries';
import { commit } from '../db/store';
import { findJob, findTask } from '../db/rules';
import { awaitedLevelOf } from '../db/trail';
import { toJobSignOff, toTrail } from '../db/trailViews';
import { envelope, forbidden, parseBody, queryRoute, refused, withCaller } from './http';
import { mayRead } from './scope';

export const signOffHandlers = [
  // Staff read the trails of the tasks they are the assignee or a reviewer of, as with comments (docs/behaviour.md §6).
  queryRoute('get', extensionPaths.signOffTrail, 'signed-in', taskQuerySchema, ({ db, user }, { taskId }) => {
    const task = findTask(db, taskId);
    if (!task) return refused(SIGN_OFF_SETTING_MESSAGES.taskNotFound, '404');
    if (!mayRead(task, user)) return forbidden();
    return envelope(toTrail(db, task));
  }),

  // Tasks the caller may not read, or that await no sign-off, are left out rather than refused.
  queryRoute('get', extensionPaths.signOffLevels, 'signed-in', taskIdsQuerySchema, ({ db, user }, { taskIds }) => {
    const levels = taskIds.flatMap((taskId) => {
      const task = findTask(db, taskId);
      const level = task && mayRead(task, user) && task.statusName === 'Pending' ? (awaitedLevelOf(db, taskId) ?? 1) : null;
      return level === null ? [] : [{ taskId, level }];
    });
    return envelope(levels);
  }),

  queryRoute('get', extensionPaths.jobSignOff, 'admin', jobQuerySchema, ({ db }, { jobId }) => {
    const job = findJob(db, jobId);
    if (!job) return refused(SIGN_OFF_SETTING_MESSAGES.jobNotFound, '404');
    return envelope(toJobSignOff(db, job));
  }),

  http.get(`*${extensionPaths.signOffSettings}`, ({ request }) => withCaller(request, 'signed-in', ({ db }) => envelope(db.signOff))),

  // Every check comes before the write: a refused setting changes nothing.
  http.put(`*${extensionPaths.signOffSettings}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db }) => {
      const body = await parseBody(request, signOffSettingsSchema);
      if (!body.ok) return body.response;
      if (!body.value.secondLevelJobTypeIds.every((id) => db.jobTypes.some((t) => t.id === id))) {
        return refused(SIGN_OFF_SETTING_MESSAGES.badJobType);
      }
      db.signOff = body.value;
      commit();
      return envelope(db.signOff, 'OK', 'Sign-off setting saved');
    }),
  ),
];
