/** Client rules of spec §5 and the clients screen's client-side search and paging (§2, §9). */
import type { Client, ClientPayload } from '../api/types';
import { emailError, normaliseEmail, phoneError } from './contactRules';

/** What the client form holds: every field as typed. */
export type ClientFormValues = ClientPayload;

export type ClientFieldErrors = Partial<Record<keyof ClientFormValues, string>>;

export const CLIENT_MESSAGES = {
  nameRequired: 'Client name is required',
  nameShort: 'Client name must be at least 2 characters',
  representativeRequired: 'Client representative is required',
  representativeShort: 'Representative name must be at least 2 characters',
  industryRequired: 'Industry is required',
  designationRequired: 'Designation is required',
  servicesRequired: 'Services description is required',
  addressRequired: 'Address is required',
  addressShort: 'Please provide a more complete address',
} as const;

/** Spec §9: client-side pages of 10, at most 5 page numbers. */
export const CLIENTS_PAGE_SIZE = 10;
export const CLIENTS_PAGE_WINDOW = 5;

const MIN_NAME = 2;
const MIN_ADDRESS = 10;

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

function nameError(value: string, required: string, short: string): string | null {
  if (!value) return required;
  if (value.length < MIN_NAME) return short;
  return null;
}

/** Every rule of the client form; empty when the values may be sent. */
export function validateClient(values: ClientFormValues): ClientFieldErrors {
  const v = normaliseClientValues(values);
  const found: Array<[keyof ClientFormValues, string | null]> = [
    ['clientName', nameError(v.clientName, CLIENT_MESSAGES.nameRequired, CLIENT_MESSAGES.nameShort)],
    ['clientRepresentative', nameError(v.clientRepresentative, CLIENT_MESSAGES.representativeRequired, CLIENT_MESSAGES.representativeShort)],
    ['email', emailError(v.email)],
    ['phone', phoneError(v.phone)],
    ['industry', v.industry ? null : CLIENT_MESSAGES.industryRequired],
    ['designation', v.designation ? null : CLIENT_MESSAGES.designationRequired],
    ['services', v.services ? null : CLIENT_MESSAGES.servicesRequired],
    [
      'address',
      !v.address ? CLIENT_MESSAGES.addressRequired : v.address.length < MIN_ADDRESS ? CLIENT_MESSAGES.addressShort : null,
    ],
  ];
  const errors: ClientFieldErrors = {};
  for (const [field, message] of found) if (message) errors[field] = message;
  return errors;
}

const SEARCHED_FIELDS = ['clientName', 'clientRepresentative', 'email', 'phone', 'industry', 'services', 'address'] as const;

/** Spec §9: search covers name, representative, email, phone, industry, services and address. */
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
