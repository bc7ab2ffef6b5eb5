import { request } from './client';
import { CHANGED, PAGE, READ, REMOVED, SAVED, command, unwrap } from './envelope';
import { paths } from './paths';
import type { Envelope, Paged, User, UserPayload } from './types';
import type { PageQuery } from './clients';

const SAVE_FAILED = 'Failed to create or update user';
const STATE_CHANGE_FAILED = 'Failed to lock, unlock or deactivate user';

/** One server page of users, optionally filtered by a search text. */
export async function fetchUsers({ pageNumber, search, signal }: PageQuery): Promise<Paged<User>> {
  const envelope = await request<Envelope<Paged<User>>>(paths.users, { query: { pageNumber, search }, signal });
  return unwrap(envelope, READ, 'Failed to load users', PAGE);
}

/** A new user is sent with id 0; the server gives it its id. */
/** The screen reloads its list after a save, so the saved user in the answer is not read. */
export async function createUser(payload: Omit<UserPayload, 'id'>, signal?: AbortSignal): Promise<void> {
  await command(paths.userCreate, { method: 'POST', body: { ...payload, id: 0 }, signal }, SAVED, SAVE_FAILED);
}

export async function updateUser(payload: UserPayload, signal?: AbortSignal): Promise<void> {
  await command(paths.userUpdate, { method: 'POST', body: payload, signal }, SAVED, SAVE_FAILED);
}

export async function deleteUser(id: number, signal?: AbortSignal): Promise<void> {
  await command(paths.userDelete, { method: 'POST', query: { id }, signal }, REMOVED, 'Failed to delete user');
}

async function changeUserState(path: string, id: number, signal?: AbortSignal): Promise<void> {
  await command(path, { method: 'PUT', query: { id }, signal }, CHANGED, STATE_CHANGE_FAILED);
}

/** A locked user cannot sign in until unlocked. */
export function lockUser(id: number, signal?: AbortSignal): Promise<void> {
  return changeUserState(paths.userLock, id, signal);
}

export function unlockUser(id: number, signal?: AbortSignal): Promise<void> {
  return changeUserState(paths.userUnlock, id, signal);
}

export function deactivateUser(id: number, signal?: AbortSignal): Promise<void> {
  return changeUserState(paths.userDeactivate, id, signal);
}
