/** Clients: paged list with search, create, update, deactivate. */
import { http } from 'msw';
import { paths, SERVER_PAGE_SIZE } from '../../src/api/paths';
import { clientSchema, clientUpdateSchema } from '../../src/domain/schemas/people';
import { idQuerySchema, searchQuerySchema } from '../../src/domain/schemas/queries';
import { addClient, deactivateClient, updateClient, type ClientOutcome } from '../db/clientRules';
import { commit } from '../db/store';
import type { ClientRecord } from '../db/schema';
import { toClient } from '../db/views';
import { envelope, paginate, parseBody, parseQuery, refused, withCaller } from './http';

/** A refusal in the rule's words, or the change stored and answered. */
function answer(outcome: ClientOutcome, stored: (client: ClientRecord) => Response): Response {
  if (!outcome.ok) return refused(outcome.message, outcome.code);
  commit();
  return stored(outcome.value);
}

function matches(client: ClientRecord, search: string): boolean {
  return [client.clientName, client.clientRepresentative, client.email, client.industry, client.phone].some((v) =>
    v.toLowerCase().includes(search),
  );
}

export const clientHandlers = [
  http.get(`*${paths.clients}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const query = parseQuery(url, searchQuerySchema);
      if (!query.ok) return query.response;
      const search = query.value.search.trim().toLowerCase();
      const list = db.clients.filter((c) => c.active && (!search || matches(c, search)));
      const page = paginate(list, query.value.pageNumber, SERVER_PAGE_SIZE);
      return envelope({ ...page, items: page.items.map(toClient) });
    }),
  ),

  http.post(`*${paths.clientCreate}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db }) => {
      const body = await parseBody(request, clientSchema);
      if (!body.ok) return body.response;
      return answer(addClient(db, body.value), (client) => envelope(toClient(client), '201', 'Client created successfully'));
    }),
  ),

  http.post(`*${paths.clientUpdate}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db }) => {
      const body = await parseBody(request, clientUpdateSchema);
      if (!body.ok) return body.response;
      const { id, ...fields } = body.value;
      return answer(updateClient(db, id, fields), (client) => envelope(toClient(client), '201', 'Client updated successfully'));
    }),
  ),

  http.post(`*${paths.clientDeactivate}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const query = parseQuery(url, idQuerySchema('Client not found'));
      if (!query.ok) return query.response;
      return answer(deactivateClient(db, query.value.id), () => envelope(null, '200', 'Client deleted successfully'));
    }),
  ),
];
