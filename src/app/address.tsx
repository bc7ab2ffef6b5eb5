import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { addressChangesFrom, type AddressWrite } from '../machines/address';

/**
 * Where a screen is, as the address bar says: read it, hear it change, write it. The app
 * uses the browser's; tests give an in-memory one (docs/design.md §1).
 */
export interface AddressPort {
  read(): { pathname: string; search: string };
  subscribe(listener: () => void): () => void;
  write(pathname: string, search: string, replace: boolean): void;
}

const stripQuestionMark = (search: string) => search.replace(/^\?/, '');

/** The browser's address; wouter announces its own pushState and replaceState as events. */
export const browserAddress: AddressPort = {
  read: () => ({ pathname: window.location.pathname, search: stripQuestionMark(window.location.search) }),
  subscribe(listener) {
    const events = ['popstate', 'pushState', 'replaceState'];
    events.forEach((type) => window.addEventListener(type, listener));
    return () => events.forEach((type) => window.removeEventListener(type, listener));
  },
  write: (pathname, search, replace) => browserNavigate(search ? `${pathname}?${search}` : pathname, { replace }),
};

const AddressContext = createContext<AddressPort>(browserAddress);

export function AddressProvider({ address, children }: { address?: AddressPort; children: ReactNode }) {
  return <AddressContext.Provider value={address ?? browserAddress}>{children}</AddressContext.Provider>;
}

export interface ListAddress {
  /** The query string the screen opened with, the list machine's input. */
  search: string;
  /** What the list machine is provided with (`machine.provide(address.binding)`). */
  binding: {
    /** The `addressChanges` actor: changes while this screen is shown. */
    actors: { addressChanges: ReturnType<typeof addressChangesFrom> };
    /** The `writeAddress` action. */
    actions: { writeAddress: (_: unknown, write: AddressWrite) => void };
  };
}

/**
 * Binds a list machine to the address of the screen it is on. Changes of the address while
 * another screen is shown (the way out) are not the list's to follow.
 */
export function useListAddress(): ListAddress {
  const address = useContext(AddressContext);
  return useMemo(() => {
    const { pathname, search } = address.read();
    const addressChanges = addressChangesFrom((listener) =>
      address.subscribe(() => {
        const now = address.read();
        if (now.pathname === pathname) listener(now.search);
      }),
    );
    const writeAddress = (_: unknown, write: AddressWrite) => address.write(pathname, write.search, write.replace);
    return { search, binding: { actors: { addressChanges }, actions: { writeAddress } } };
  }, [address]);
}
