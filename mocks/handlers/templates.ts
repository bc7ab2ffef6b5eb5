/**
 * The `templates` and `client-teams` extensions (docs/api-extensions.md): job templates, each
 * client's team, the planning setting and plans that create jobs with their assigned tasks.
 */
import { http } from 'msw';
import * as v from 'valibot';
import { extensionPaths } from '../../src/api/extensions';
import {
  clientTeamSchema,
  planSchema,
  planningSettingsSchema,
  templateIdQuerySchema,
  templateSchema,
} from '../../src/domain/schemas/templates';
import { PLANNING_MESSAGES, TEAM_MESSAGES, TEMPLATE_MESSAGES } from '../../src/domain/templates';
import { actAs, commit } from '../db/store';
import {
  createTemplate,
  deleteTemplate,
  planJobs,
  saveTeam,
  setRetired,
  teamsOf,
  templateOf,
  templatesOf,
  updateTemplate,
} from '../db/templateRules';
import { bodyRoute, envelope, parseBody, parseQuery, refused, withCaller } from './http';

const retireSchema = v.object({
  id: v.pipe(v.number(TEMPLATE_MESSAGES.notFound), v.integer(TEMPLATE_MESSAGES.notFound), v.minValue(1, TEMPLATE_MESSAGES.notFound)),
  retired: v.boolean(TEMPLATE_MESSAGES.notFound),
});

export const templateHandlers = [
  http.get(`*${extensionPaths.templates}`, ({ request }) => withCaller(request, 'admin', ({ db }) => envelope(templatesOf(db)))),

  bodyRoute(extensionPaths.templates, 'admin', templateSchema, ({ db }, body) => {
    const outcome = createTemplate(db, body);
    if (!outcome.ok) return refused(outcome.message);
    commit();
    return envelope(templateOf(db, outcome.value.id), 'OK', TEMPLATE_MESSAGES.created);
  }),

  http.put(`*${extensionPaths.templates}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, url, user }) => {
      const query = parseQuery(url, templateIdQuerySchema);
      if (!query.ok) return query.response;
      const body = await parseBody(request, templateSchema);
      if (!body.ok) return body.response;
      // Another request may have run while the body was read: the change is this caller's.
      actAs(user.id);
      const outcome = updateTemplate(db, query.value.id, body.value);
      if (!outcome.ok) return refused(outcome.message, outcome.message === TEMPLATE_MESSAGES.notFound ? '404' : '400');
      commit();
      return envelope(templateOf(db, outcome.value.id), 'OK', TEMPLATE_MESSAGES.saved);
    }),
  ),

  http.delete(`*${extensionPaths.templates}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const query = parseQuery(url, templateIdQuerySchema);
      if (!query.ok) return query.response;
      const outcome = deleteTemplate(db, query.value.id);
      if (!outcome.ok) return refused(outcome.message, outcome.message === TEMPLATE_MESSAGES.notFound ? '404' : '400');
      commit();
      return envelope(null, 'OK', TEMPLATE_MESSAGES.deleted);
    }),
  ),

  bodyRoute(extensionPaths.templateRetire, 'admin', retireSchema, ({ db }, body) => {
    const outcome = setRetired(db, body.id, body.retired);
    if (!outcome.ok) return refused(outcome.message, outcome.message === TEMPLATE_MESSAGES.notFound ? '404' : '400');
    commit();
    return envelope(templateOf(db, body.id), 'OK', body.retired ? TEMPLATE_MESSAGES.retiredDone : TEMPLATE_MESSAGES.restored);
  }),

  http.get(`*${extensionPaths.clientTeams}`, ({ request }) => withCaller(request, 'admin', ({ db }) => envelope(teamsOf(db)))),

  http.put(`*${extensionPaths.clientTeams}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await parseBody(request, clientTeamSchema);
      if (!body.ok) return body.response;
      actAs(user.id);
      const outcome = saveTeam(db, body.value);
      if (!outcome.ok) return refused(outcome.message, outcome.message === TEAM_MESSAGES.clientNotFound ? '404' : '400');
      commit();
      return envelope(outcome.value, 'OK', TEAM_MESSAGES.saved);
    }),
  ),

  http.get(`*${extensionPaths.planningSettings}`, ({ request }) => withCaller(request, 'signed-in', ({ db }) => envelope(db.planning))),

  http.put(`*${extensionPaths.planningSettings}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await parseBody(request, planningSettingsSchema);
      if (!body.ok) return body.response;
      actAs(user.id);
      db.planning = body.value;
      commit();
      return envelope(db.planning, 'OK', PLANNING_MESSAGES.saved);
    }),
  ),

  bodyRoute(extensionPaths.plan, 'admin', planSchema, ({ db, user }, body) => {
    const outcome = planJobs(db, body, user);
    if (!outcome.ok) return refused(outcome.message);
    commit();
    const created = outcome.value.filter((job) => job.outcome === 'created').length;
    return envelope(outcome.value, 'OK', `${created} created, ${outcome.value.length - created} already there`);
  }),
];
