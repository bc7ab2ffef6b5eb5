import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AddressPort } from '../../src/app/address';

export interface MemoryAddress {
  /** For the router: the path hook (whose navigate keeps this history) and the search hook. */
  location: { hook: BaseLocationHook; searchHook: BaseSearchHook };
  /** For the lists: the same location, read, heard and written as the browser's would be. */
  address: AddressPort;
  /** The current entry: path and search. */
  current(): string;
  /** Every entry, oldest first; entries after the current one are what Forward would show. */
  entries(): readonly string[];
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The browser's Back and Forward buttons. */
  back(): void;
  forward(): void;
}

const split = (path: string) => {
  const [pathname, search = ''] = path.split('?');
  return { pathname, search };
};

/**
 * An in-memory browser history for tests: wouter's memory location draws it, and it keeps
 * the entries itself so Back and Forward can be pressed.
 */
export function memoryAddress(start: string): MemoryAddress {
  const memory = memoryLocation({ path: start });
  const entries = [start];
  let index = 0;
  const listeners = new Set<() => void>();
  const show = (path: string) => {
    memory.navigate(path, { replace: true });
    listeners.forEach((listener) => listener());
  };
  const navigate = (to: string, options: { replace?: boolean } = {}) => {
    if (options.replace) entries[index] = to;
    else {
      entries.splice(index + 1, entries.length, to);
      index += 1;
    }
    show(to);
  };
  const hook: BaseLocationHook = () => [memory.hook()[0], navigate];
  return {
    location: { hook, searchHook: memory.searchHook },
    address: {
      read: () => split(entries[index]),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      write: (pathname, search, replace) => navigate(search ? `${pathname}?${search}` : pathname, { replace }),
    },
    current: () => entries[index],
    entries: () => entries,
    navigate,
    back() {
      if (index === 0) return;
      index -= 1;
      show(entries[index]);
    },
    forward() {
      if (index === entries.length - 1) return;
      index += 1;
      show(entries[index]);
    },
  };
}
