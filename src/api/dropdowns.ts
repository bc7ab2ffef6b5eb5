import { request } from './client';
import { LIST, READ, unwrap } from './envelope';
import { paths } from './paths';
import type { Envelope, OptionItem, UserOption } from './types';

const FORM_DATA_FAILED = 'Failed to load form data. Please refresh and try again.';

async function fetchOptions<T>(path: string): Promise<T[]> {
  const envelope = await request<Envelope<T[]>>(path);
  return unwrap(envelope, READ, FORM_DATA_FAILED, LIST);
}

export function fetchClientOptions(): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(paths.dropdownClients);
}

export function fetchJobTypeOptions(): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(paths.dropdownJobTypes);
}

export function fetchUserTypeOptions(): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(paths.dropdownUserTypes);
}

/** Every user with role and job type, for assignee and reviewer pickers. */
export function fetchUserOptions(): Promise<UserOption[]> {
  return fetchOptions<UserOption>(paths.dropdownUsers);
}

export function fetchPositionOptions(): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(paths.dropdownPositions);
}
