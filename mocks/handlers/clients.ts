/** Clients: paged list with search, create, update, deactivate. */
import { http } from 'msw';
import { paths, SERVER_PAGE_SIZE } from '../../src/api/paths';
import { clientSchema, clientUpdateSchema } from '../../src/domain/schemas/people';
import { idQuerySchema, searchQuerySchema } from '../../src/domain/schemas/queries';
import { commit } from '../db/store';
import type { ClientRecord, Db } from '../db/schema';
import { toClient } from '../db/views';
import { envelope, paginate, parseBody, parseQuery, refused, withCaller } from './http';

function emailTaken(db: Db, email: string, exceptId: number): boolean {
  return db.clients.some((c) => c.active && c.id !== exceptId && c.email.toLowerCase() === email);
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
      const payload = body.value;
      if (emailTaken(db, payload.email, 0)) return refused('A client with this email already exists', '409');
      const client: ClientRecord = { ...payload, id: db.nextId.client++, dateCreated: new Date().toISOString(), active: true };
      db.clients.push(client);
      commit();
      return envelope(toClient(client), '201', 'Client created successfully');
    }),
  ),

  http.post(`*${paths.clientUpdate}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db }) => {
      const body = await parseBody(request, clientUpdateSchema);
      if (!body.ok) return body.response;
      const { id, ...payload } = body.value;
      const client = db.clients.find((c) => c.active && c.id === id);
      if (!client) return refused('Client not found', '404');
      if (emailTaken(db, payload.email, client.id)) return refused('A client with this email already exists', '409');
      Object.assign(client, payload);
      commit();
      return envelope(toClient(client), '201', 'Client updated successfully');
    }),
  ),

  http.post(`*${paths.clientDeactivate}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const query = parseQuery(url, idQuerySchema('Client not found'));
      if (!query.ok) return query.response;
      const client = db.clients.find((c) => c.active && c.id === query.value.id);
      if (!client) return refused('Client not found', '404');
      client.active = false;
      commit();
      return envelope(null, '200', 'Client deleted successfully');
    }),
  ),
];
