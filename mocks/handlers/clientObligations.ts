/**
 * Which clients owe what (docs/api-extensions.md `client-obligations`): every signed-in user
 * reads the grid (Plan jobs offers the owing clients first); an admin saves the rows that
 * changed, all checked before any is written.
 */
import { http } from 'msw';
import { extensionPaths } from '../../src/api/extensions';
import { INCORPORATED_FUTURE, type ClientObligations } from '../../src/domain/compliance';
import { OBLIGATION_CLIENT_MESSAGE, clientObligationsSchema } from '../../src/domain/schemas/complianceRules';
import type { Db } from '../db/schema';
import { envelope, parseBody, refused, withCaller } from './http';
import { actAs, commit } from '../db/store';

/** One row per active client, by name; a client without a kept row owes nothing. */
function gridOf(db: Db): ClientObligations[] {
  const kept = new Map(db.clientObligations.map((row) => [row.clientId, row]));
  return db.clients
    .filter((client) => client.active)
    .map((client) => {
      const row = kept.get(client.id);
      return {
        clientId: client.id,
        clientName: client.clientName,
        owes: row?.owes ?? [],
        yearEnd: row?.yearEnd ?? null,
        incorporated: row?.incorporated ?? null,
      };
    })
    .sort((a, b) => a.clientName.localeCompare(b.clientName) || a.clientId - b.clientId);
}

const today = (): string => new Date().toISOString().slice(0, 10);

export const clientObligationHandlers = [
  http.get(`*${extensionPaths.clientObligations}`, ({ request }) => withCaller(request, 'signed-in', ({ db }) => envelope(gridOf(db)))),

  http.put(`*${extensionPaths.clientObligations}`, ({ request }) =>
    withCaller(request, 'admin', async ({ db, user }) => {
      const body = await parseBody(request, clientObligationsSchema);
      if (!body.ok) return body.response;
      actAs(user.id);
      // Every check before the first write: one bad row saves nothing.
      const active = new Set(db.clients.filter((client) => client.active).map((client) => client.id));
      if (body.value.rows.some((row) => !active.has(row.clientId))) return refused(OBLIGATION_CLIENT_MESSAGE);
      if (body.value.rows.some((row) => row.incorporated !== null && row.incorporated > today())) return refused(INCORPORATED_FUTURE);
      const changed = new Map(body.value.rows.map((row) => [row.clientId, row]));
      db.clientObligations = [...db.clientObligations.filter((row) => !changed.has(row.clientId)), ...changed.values()].sort(
        (a, b) => a.clientId - b.clientId,
      );
      commit();
      return envelope(gridOf(db), 'OK', 'Client obligations saved successfully');
    }),
  ),
];
