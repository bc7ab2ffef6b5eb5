import { describe, expect, it } from 'vitest';
import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadable } from '../../src/app/preloadable';

/** A chunk that arrives when the test says so, as a screen's code does over the network. */
function chunk() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const fetchChunk = () => arrived.then(() => ({ default: () => <h1>Jobs Management</h1> }));
  return { fetchChunk, arrive };
}

const drawn = (Component: ComponentType) =>
  render(
    <Suspense fallback={<p>Loading page…</p>}>
      <Component />
    </Suspense>,
  );

describe('a screen in its own chunk', () => {
  it('shows the fallback until its code arrives, then the screen', async () => {
    const { fetchChunk, arrive } = chunk();
    const { Component } = preloadable(fetchChunk);
    drawn(Component);
    expect(screen.getByText('Loading page…')).toBeTruthy();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Jobs Management' })).toBeTruthy();
  });

  it('fetched early, is drawn in the first pass: no fallback, nothing to wait for', async () => {
    const { fetchChunk, arrive } = chunk();
    const { Component, load } = preloadable(fetchChunk);
    arrive();
    await load();
    drawn(Component);
    expect(screen.getByRole('heading', { name: 'Jobs Management' })).toBeTruthy();
    expect(screen.queryByText('Loading page…')).toBeNull();
  });
});
