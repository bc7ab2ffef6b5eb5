import { describe, expect, it } from 'vitest';
import type { Client } from '../../src/api/types';
import {
  clientPage,
  clientPageCount,
  clientToValues,
  emptyClientValues,
  filterClients,
  normaliseClientValues,
  validateClient,
  type ClientFormValues,
} from '../../src/domain/clients';
import { itKeepsTheFormRules } from './formRules';

const good: ClientFormValues = {
  clientName: 'Acme Ltd',
  clientRepresentative: 'Ada Obi',
  email: 'ada@acme.ng',
  industry: 'Retail',
  designation: 'CFO',
  services: 'Bookkeeping',
  phone: '+234 803 123 4567',
  address: '12 Marina Road, Lagos',
};

function client(id: number, patch: Partial<Client> = {}): Client {
  return { ...good, id, dateCreated: '2026-01-01T00:00:00Z', ...patch };
}

describe('client form rules (docs/behaviour.md §5)', () => {
  itKeepsTheFormRules({
    validate: validateClient,
    complete: good,
    blank: emptyClientValues,
    required: {
      clientName: 'Client name is required',
      clientRepresentative: 'Client representative is required',
      email: 'Email address is required',
      phone: 'Phone number is required',
      industry: 'Industry is required',
      designation: 'Designation is required',
      services: 'Services description is required',
      address: 'Address is required',
    },
    badValues: [
      ['clientName', 'A', 'Client name must be at least 2 characters'],
      ['clientName', '   ', 'Client name is required'],
      ['clientRepresentative', ' B ', 'Representative name must be at least 2 characters'],
      ['email', 'ada@acme', 'Please enter a valid email address'],
      ['phone', '0803 abc', 'Please enter a valid phone number'],
      ['phone', '123', 'Enter a Nigerian phone number: 0 and 10 digits, or +234 and 10 digits'],
      ['industry', 'A', 'Industry must be at least 2 characters'],
      ['industry', ' I\u200B ', 'Industry must be at least 2 characters'],
      ['services', 'Tx', 'Services description must be at least 3 characters'],
      ['address', 'Lagos     ', 'Please provide a more complete address'],
      ['industry', '  ', 'Industry is required'],
      ['designation', '\t', 'Designation is required'],
      ['services', ' ', 'Services description is required'],
    ],
  });

  it('sends every field trimmed and the email lower-cased', () => {
    const padded = Object.fromEntries(Object.entries(good).map(([k, v]) => [k, `  ${v}  `])) as unknown as ClientFormValues;
    expect(normaliseClientValues({ ...padded, email: ' ADA@Acme.NG ' })).toEqual(good);
  });

  it('prefills the form from a client', () => {
    expect(clientToValues(client(3))).toEqual(good);
  });
});

describe('client search and pages (docs/behaviour.md §9)', () => {
  const list = [
    client(1, { clientName: 'Zenith Foods' }),
    client(2, { clientRepresentative: 'Kelechi Umeh' }),
    client(3, { email: 'books@harbour.ng' }),
    client(4, { phone: '0701 555 0000' }),
    client(5, { industry: 'Oil and Gas' }),
    client(6, { services: 'Payroll outsourcing' }),
    client(7, { address: '5 Broad Street, Ikoyi' }),
  ];

  it.each([
    ['zenith', 1],
    ['KELECHI', 2],
    ['harbour', 3],
    ['555', 4],
    ['oil and', 5],
    ['outsourcing', 6],
    ['ikoyi', 7],
  ])('finds %j in the right field', (search, id) => {
    expect(filterClients(list, search).map((c) => c.id)).toEqual([id]);
  });

  it('keeps everything for an empty search', () => expect(filterClients(list, '  ')).toBe(list));

  it('pages 10 at a time and clamps the page', () => {
    const many = Array.from({ length: 23 }, (_, i) => client(i + 1));
    expect(clientPageCount(23)).toBe(3);
    expect(clientPageCount(0)).toBe(1);
    expect(clientPage(many, 1).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(clientPage(many, 3).map((c) => c.id)).toEqual([21, 22, 23]);
    expect(clientPage(many, 9).map((c) => c.id)).toEqual([21, 22, 23]);
    expect(clientPage(many, 0).map((c) => c.id)[0]).toBe(1);
  });
});
