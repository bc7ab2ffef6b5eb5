import { fromCallback } from 'xstate';

/**
 * A list's place in the address bar (docs/design.md §1 "Lists keep their place in the
 * address"). A list machine reads its query from the address when it starts (its input),
 * hears later changes (Back, Forward, a link to the same screen) as `address.changed`, and
 * writes its own changes back through the `writeAddress` action. Both ends are provided by
 * the view from the router, so the machine never touches `window`.
 */

/** What a list machine asks to be written: the query string without '?', and how. */
export interface AddressWrite {
  search: string;
  /** Replace the current history entry (typing) rather than add one (a page, a filter). */
  replace: boolean;
}

export type AddressChangedEvent = { type: 'address.changed'; search: string };

/**
 * What a searched, paged list whose records open in a details modal is told (Clients, Users):
 * its own details event names the record it opens.
 */
export type SearchedListEvent =
  | { type: 'search.changed'; search: string }
  | { type: 'page.selected'; page: number }
  | { type: 'details.closed' }
  | { type: 'reload.requested' }
  | AddressChangedEvent;

/** Hears the address: calls `listener` with the new query string each time it changes. */
export type AddressSubscribe = (listener: (search: string) => void) => () => void;

/** The callback actor a view provides as `addressChanges`: address changes become events. */
export function addressChangesFrom(subscribe: AddressSubscribe) {
  return fromCallback<AddressChangedEvent>(({ sendBack }) => subscribe((search) => sendBack({ type: 'address.changed', search })));
}

/**
 * What a machine does without a view to provide them: it starts from its input and follows no
 * address (a machine created on its own, in a script or a unit test).
 */
export const noAddress = {
  addressChanges: addressChangesFrom(() => () => undefined),
  writeAddress: (_: unknown, _write: AddressWrite) => undefined,
};
