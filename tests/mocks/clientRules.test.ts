/**
 * The rules of keeping clients (mocks/db/clientRules.ts): an email belongs to one active client,
 * a change to a client that is gone is refused, and a refused change writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { addClient, deactivateClient, getDb, updateClient, type ClientRecord } from '../../mocks/db';
import type { ClientInput } from '../../src/domain/schemas/people';
import { makeClient } from '../support/factories';

/** A stored client's fields, as a create or an update sends them. */
function fieldsOf(client: ClientRecord): ClientInput {
  const { id: _id, dateCreated: _dateCreated, active: _active, ...fields } = client;
  return fields;
}

describe('client rules', () => {
  it("refuses a new client with another active client's email, whatever its case, and stores nothing", () => {
    const held = makeClient();
    const before = getDb().clients.length;
    const outcome = addClient(getDb(), { ...fieldsOf(held), clientName: 'Another Name Ltd', email: held.email.toUpperCase() });
    expect(outcome).toEqual({ ok: false, message: 'A client with this email already exists', code: '409' });
    expect(getDb().clients).toHaveLength(before);
  });

  it('lets a client keep its own email, but not take another one', () => {
    const first = makeClient();
    const second = makeClient();
    expect(updateClient(getDb(), first.id, { ...fieldsOf(first), phone: '+234 805 000 0000' })).toMatchObject({ ok: true });
    expect(updateClient(getDb(), first.id, { ...fieldsOf(first), email: second.email })).toMatchObject({ ok: false, code: '409' });
    expect(getDb().clients.find((c) => c.id === first.id)?.email).toBe(first.email);
  });

  it('a deleted client leaves the active list, frees its email, and cannot be changed or deleted again', () => {
    const gone = makeClient();
    expect(deactivateClient(getDb(), gone.id)).toMatchObject({ ok: true, value: { active: false } });
    expect(updateClient(getDb(), gone.id, fieldsOf(gone))).toEqual({ ok: false, message: 'Client not found', code: '404' });
    expect(deactivateClient(getDb(), gone.id)).toEqual({ ok: false, message: 'Client not found', code: '404' });
    expect(addClient(getDb(), { ...fieldsOf(gone), clientName: 'Successor Ltd' })).toMatchObject({
      ok: true,
      value: { email: gone.email },
    });
  });
});
