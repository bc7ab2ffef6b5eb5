import { fetchUsers } from '../api/users';
import type { Paged, User } from '../api/types';
import { readSearchedListAddress, writeSearchedListAddress, type SearchedListQuery } from '../domain/listAddress';
import { createListMachine, type ListInput } from './list.machine';
import { oneMessage } from './loader.machine';

/** docs/behaviour.md §9: the user search waits for 500 ms of quiet before asking the server. */
export const SEARCH_DEBOUNCE_MS = 500;

const LOAD_FAILED = 'Failed to load users';
const SEARCH_FAILED = 'Search failed';

/** The address's query string: `q` and `page` (docs/behaviour.md §2 "Lists keep their place"). */
export type UsersInput = ListInput<object>;

/**
 * The users list (docs/behaviour.md §2 Users Management): one server page at a time, searched
 * as typing pauses, its search and page in the address. What is done to an account from its
 * row is the screen's other children's (userAccounts.machine.ts, userLeave.machine.ts), after
 * which the screen has the list read again.
 */
export const usersMachine = createListMachine<object, SearchedListQuery, Paged<User>, never>('users', {
  read: (query, _, signal) => fetchUsers({ pageNumber: query.page, search: query.search || undefined, signal }),
  address: { read: readSearchedListAddress, write: writeSearchedListAddress },
  messages: (query) => oneMessage(query.search ? SEARCH_FAILED : LOAD_FAILED),
  search: {
    textOf: (query) => query.search,
    withText: (query, text) => ({ ...query, search: text, page: 1 }),
    applies: { afterPauseMs: SEARCH_DEBOUNCE_MS },
  },
});
