/**
 * The rules of keeping clients (docs/design.md §3), as operations on the db like rules.ts:
 * every check first, a write only when all pass, the refusal's words and code otherwise.
 * The handlers and the tests' factories both go through them.
 */
import type { ClientInput } from '../../src/domain/schemas/people';
import type { ClientRecord, Db } from './schema';

/** A refused client change: the words shown, and the response code that goes with them. */
export type ClientOutcome = { ok: true; value: ClientRecord } | { ok: false; message: string; code: '404' | '409' };

const NOT_FOUND: ClientOutcome = { ok: false, message: 'Client not found', code: '404' };
const EMAIL_TAKEN: ClientOutcome = { ok: false, message: 'A client with this email already exists', code: '409' };

/** Another active client already has this email (compared without case). */
function emailTaken(db: Db, email: string, exceptId: number): boolean {
  return db.clients.some((c) => c.active && c.id !== exceptId && c.email.toLowerCase() === email.toLowerCase());
}

const activeClient = (db: Db, id: number): ClientRecord | undefined => db.clients.find((c) => c.active && c.id === id);

/** A new, active client. */
export function addClient(db: Db, fields: ClientInput): ClientOutcome {
  if (emailTaken(db, fields.email, 0)) return EMAIL_TAKEN;
  const client: ClientRecord = { ...fields, id: db.nextId.client++, dateCreated: new Date().toISOString(), active: true };
  db.clients.push(client);
  return { ok: true, value: client };
}

/** Client `id`'s details replaced by `fields`. */
export function updateClient(db: Db, id: number, fields: ClientInput): ClientOutcome {
  const client = activeClient(db, id);
  if (!client) return NOT_FOUND;
  if (emailTaken(db, fields.email, client.id)) return EMAIL_TAKEN;
  Object.assign(client, fields);
  return { ok: true, value: client };
}

/** Deleting a client deactivates it: it leaves every list, its jobs keep its name. */
export function deactivateClient(db: Db, id: number): ClientOutcome {
  const client = activeClient(db, id);
  if (!client) return NOT_FOUND;
  client.active = false;
  return { ok: true, value: client };
}
