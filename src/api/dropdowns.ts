import { request } from './client';
import { LIST, READ, unwrap } from './envelope';
import { paths } from './paths';
import type { Envelope, OptionItem, UserOption } from './types';

const FORM_DATA_FAILED = 'Failed to load form data. Please refresh and try again.';

/** `signal`: the screen that asked gave up, so the call is abandoned (never asked again). */
async function fetchOptions<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const envelope = await request<Envelope<T[]>>(path, { signal });
  return unwrap(envelope, READ, FORM_DATA_FAILED, LIST);
}

export function fetchClientOptions(signal?: AbortSignal): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(paths.dropdownClients, signal);
}

export function fetchJobTypeOptions(signal?: AbortSignal): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(paths.dropdownJobTypes, signal);
}

export function fetchUserTypeOptions(signal?: AbortSignal): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(paths.dropdownUserTypes, signal);
}

/** Every user with role and job type, for assignee and reviewer pickers. */
export function fetchUserOptions(signal?: AbortSignal): Promise<UserOption[]> {
  return fetchOptions<UserOption>(paths.dropdownUsers, signal);
}

export function fetchPositionOptions(signal?: AbortSignal): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(paths.dropdownPositions, signal);
}
