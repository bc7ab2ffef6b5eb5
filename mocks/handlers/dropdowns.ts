/** Option lists for the forms and filters. */
import { http } from 'msw';
import type { OptionItem } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import type { NamedOption } from '../db/schema';
import { envelope, isAdmin, withCaller } from './http';
import { clientsSeenBy } from './scope';

const toOptions = (items: NamedOption[]): OptionItem[] => items.map((o) => ({ value: o.id, label: o.name }));

export const dropdownHandlers = [
  // Admins choose among every active client; Staff see only their own jobs' clients (scope.ts).
  http.get(`*${paths.dropdownClients}`, ({ request }) =>
    withCaller(request, 'signed-in', ({ db, user }) => {
      const seen = isAdmin(user) ? null : clientsSeenBy(db, user);
      const clients = db.clients.filter((c) => c.active && (seen === null || seen.has(c.id)));
      return envelope(clients.map((c) => ({ value: c.id, label: c.clientName })));
    }),
  ),
  http.get(`*${paths.dropdownJobTypes}`, ({ request }) => withCaller(request, 'signed-in', ({ db }) => envelope(toOptions(db.jobTypes)))),
  http.get(`*${paths.dropdownUserTypes}`, ({ request }) => withCaller(request, 'signed-in', ({ db }) => envelope(toOptions(db.userTypes)))),
  http.get(`*${paths.dropdownPositions}`, ({ request }) => withCaller(request, 'signed-in', ({ db }) => envelope(toOptions(db.positions)))),
];
