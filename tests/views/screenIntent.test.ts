import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { preloadable } from '../../src/app/preloadable';
import { screenOpener } from '../../src/app/screenIntent';

/** A screen whose code arrives when the test says so, as over the network. */
function screenCode() {
  let arrive = () => {};
  let loads = 0;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const code = preloadable(() => {
    loads += 1;
    return arrived.then(() => ({ default: (() => null) satisfies ComponentType }));
  });
  return { code, arrive, loads: () => loads };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('opening a screen from a link (src/app/screenIntent.ts)', () => {
  it('runs the code when the link is reached, and opens at once once it has run', async () => {
    const clients = screenCode();
    const opener = screenOpener((href) => (href === '/clients' ? clients.code : undefined));
    opener.runAhead('/clients');
    expect(clients.loads()).toBe(1);
    clients.arrive();
    await settled();
    const opened: string[] = [];
    expect(opener.openOnceRun('/clients', () => opened.push('/clients'))).toBe(false);
    expect(opened).toEqual([]);
  });

  it('waits for code that has not run, then opens', async () => {
    const clients = screenCode();
    const opener = screenOpener(() => clients.code);
    const opened: string[] = [];
    expect(opener.openOnceRun('/clients', () => opened.push('/clients'))).toBe(true);
    await settled();
    expect(opened).toEqual([]);
    clients.arrive();
    await settled();
    expect(opened).toEqual(['/clients']);
  });

  it('opens only the latest screen asked for when an earlier one is still on its way', async () => {
    const clients = screenCode();
    const users = screenCode();
    const opener = screenOpener((href) => (href === '/clients' ? clients.code : users.code));
    const opened: string[] = [];
    opener.openOnceRun('/clients', () => opened.push('/clients'));
    opener.openOnceRun('/users', () => opened.push('/users'));
    users.arrive();
    await settled();
    clients.arrive();
    await settled();
    expect(opened).toEqual(['/users']);
  });

  it('leaves an address that opens no screen to the router', () => {
    const opener = screenOpener(() => undefined);
    expect(opener.openOnceRun('/nowhere', () => {})).toBe(false);
  });
});
