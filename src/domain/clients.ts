/** Client rules of docs/behaviour.md §5 and the clients screen's client-side search and paging (docs/behaviour.md §2, §9). */
import type { Client, ClientPayload } from '../api/types';
import { normaliseEmail } from './contactRules';
import { check, fieldMessages } from './schemas/parse';
import { clientSchema } from './schemas/people';

export { CLIENT_MESSAGES } from './schemas/people';

/** What the client form holds: every field as typed. */
export type ClientFormValues = ClientPayload;

export type ClientFieldErrors = Partial<Record<keyof ClientFormValues, string>>;

/** docs/behaviour.md §9: client-side pages of 10, at most 5 page numbers. */
export const CLIENTS_PAGE_SIZE = 10;
export const CLIENTS_PAGE_WINDOW = 5;

export const emptyClientValues: ClientFormValues = {
  clientName: '',
  clientRepresentative: '',
  email: '',
  industry: '',
  designation: '',
  services: '',
  phone: '',
  address: '',
};

/** The form prefilled from an existing client, for editing. */
export function clientToValues(client: Client): ClientFormValues {
  return {
    clientName: client.clientName ?? '',
    clientRepresentative: client.clientRepresentative ?? '',
    email: client.email ?? '',
    industry: client.industry ?? '',
    designation: client.designation ?? '',
    services: client.services ?? '',
    phone: client.phone ?? '',
    address: client.address ?? '',
  };
}

/** What is sent: every field trimmed, the email lower-cased. */
export function normaliseClientValues(values: ClientFormValues): ClientPayload {
  return {
    clientName: values.clientName.trim(),
    clientRepresentative: values.clientRepresentative.trim(),
    email: normaliseEmail(values.email),
    industry: values.industry.trim(),
    designation: values.designation.trim(),
    services: values.services.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
  };
}

/** Every rule of the client form (the server's own schema); empty when the values may be sent. */
export function validateClient(values: ClientFormValues): ClientFieldErrors {
  return fieldMessages<keyof ClientFormValues>(check(clientSchema, values));
}

const SEARCHED_FIELDS = ['clientName', 'clientRepresentative', 'email', 'phone', 'industry', 'services', 'address'] as const;

/** docs/behaviour.md §9: search covers name, representative, email, phone, industry, services and address. */
export function filterClients(clients: readonly Client[], search: string): readonly Client[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return clients;
  return clients.filter((client) => SEARCHED_FIELDS.some((field) => (client[field] ?? '').toLowerCase().includes(needle)));
}

export function clientPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE));
}

/** The rows of one page (1-based), clamped to the pages that exist. */
export function clientPage(clients: readonly Client[], page: number): readonly Client[] {
  const last = clientPageCount(clients.length);
  const current = Math.min(Math.max(1, page), last);
  const start = (current - 1) * CLIENTS_PAGE_SIZE;
  return clients.slice(start, start + CLIENTS_PAGE_SIZE);
}
