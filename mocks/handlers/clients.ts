/** Clients: paged list with search, create, update, deactivate. */
import { paths, SERVER_PAGE_SIZE } from '../../src/api/paths';
import { clientSchema, clientUpdateSchema } from '../../src/domain/schemas/people';
import { idQuerySchema, searchQuerySchema } from '../../src/domain/schemas/queries';
import { addClient, deactivateClient, updateClient, type ClientOutcome } from '../db/clientRules';
import { commit } from '../db/store';
import type { ClientRecord } from '../db/schema';
import { toClient } from '../db/views';
import { bodyRoute, envelope, paginate, queryRoute, refused } from './http';

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
  queryRoute('get', paths.clients, 'admin', searchQuerySchema, ({ db }, query) => {
    const search = query.search.trim().toLowerCase();
    const list = db.clients.filter((c) => c.active && (!search || matches(c, search)));
    const page = paginate(list, query.pageNumber, SERVER_PAGE_SIZE);
    return envelope({ ...page, items: page.items.map(toClient) });
  }),

  bodyRoute(paths.clientCreate, 'admin', clientSchema, ({ db }, body) =>
    answer(addClient(db, body), (client) => envelope(toClient(client), '201', 'Client created successfully')),
  ),

  bodyRoute(paths.clientUpdate, 'admin', clientUpdateSchema, ({ db }, body) => {
    const { id, ...fields } = body;
    return answer(updateClient(db, id, fields), (client) => envelope(toClient(client), '201', 'Client updated successfully'));
  }),

  queryRoute('post', paths.clientDeactivate, 'admin', idQuerySchema('Client not found'), ({ db }, query) =>
    answer(deactivateClient(db, query.id), () => envelope(null, '200', 'Client deleted successfully')),
  ),
];
