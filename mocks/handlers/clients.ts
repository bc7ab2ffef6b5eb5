/** Clients: paged list with search, create, update, deactivate. */
import { http } from 'msw';
import type { ClientPayload, ClientUpdatePayload } from '../../src/api/types';
import { paths, SERVER_PAGE_SIZE } from '../../src/api/paths';
import { commit } from '../db/store';
import type { ClientRecord, Db } from '../db/schema';
import { toClient } from '../db/views';
import { envelope, intQuery, jsonBody, paginate, refused, text, withCaller } from './http';

function cleaned(body: Partial<ClientPayload> | null): ClientPayload | string {
  if (!body) return 'Invalid request';
  const values: ClientPayload = {
    clientName: text(body.clientName),
    clientRepresentative: text(body.clientRepresentative),
    email: text(body.email),
    industry: text(body.industry),
    designation: text(body.designation),
    services: text(body.services),
    phone: text(body.phone),
    address: text(body.address),
  };
  if (values.clientName.length < 2) return 'Client name is required';
  if (values.clientRepresentative.length < 2) return 'Client representative is required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) return 'Please enter a valid email address';
  if (!values.phone) return 'Phone number is required';
  return { ...values, email: values.email.toLowerCase() };
}

function emailTaken(db: Db, email: string, exceptId: number): boolean {
  return db.clients.some((c) => c.active && c.id !== exceptId && c.email.toLowerCase() === email);
}

function matches(client: ClientRecord, search: string): boolean {
  return [client.clientName, client.clientRepresentative, client.email, client.industry, client.phone]
    .some((v) => v.toLowerCase().includes(search));
}

export const clientHandlers = [
  http.get(`*${paths.clients}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
      const list = db.clients.filter((c) => c.active && (!search || matches(c, search)));
      const page = paginate(list, intQuery(url, 'pageNumber') ?? 1, SERVER_PAGE_SIZE);
      return envelope({ ...page, items: page.items.map(toClient) });
    })),

  http.post(`*${paths.clientCreate}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db }) => {
      const payload = cleaned(await jsonBody<ClientPayload>(request));
      if (typeof payload === 'string') return refused(payload);
      if (emailTaken(db, payload.email, 0)) return refused('A client with this email already exists', '409');
      const client: ClientRecord = { ...payload, id: db.nextId.client++, dateCreated: new Date().toISOString(), active: true };
      db.clients.push(client);
      commit();
      return envelope(toClient(client), '201', 'Client created successfully');
    })),

  http.post(`*${paths.clientUpdate}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db }) => {
      const body = await jsonBody<ClientUpdatePayload>(request);
      const client = db.clients.find((c) => c.active && c.id === Number(body?.id));
      if (!client) return refused('Client not found', '404');
      const payload = cleaned(body);
      if (typeof payload === 'string') return refused(payload);
      if (emailTaken(db, payload.email, client.id)) return refused('A client with this email already exists', '409');
      Object.assign(client, payload);
      commit();
      return envelope(toClient(client), '201', 'Client updated successfully');
    })),

  http.post(`*${paths.clientDeactivate}`, ({ request }) =>
    withCaller(request, 'admin', ({ db, url }) => {
      const client = db.clients.find((c) => c.active && c.id === intQuery(url, 'id'));
      if (!client) return refused('Client not found', '404');
      client.active = false;
      commit();
      return envelope(null, '200', 'Client deleted successfully');
    })),
];
