import { createElement, lazy, useState, type ComponentType } from 'react';

type ComponentModule = { default: ComponentType };

export interface Preloadable {
  /** Fetches the component's chunk; the browser keeps it, so calling it early only saves time. */
  load: () => Promise<ComponentModule>;
  /** Whether the chunk has arrived and run, so the component draws without suspending. */
  ready: () => boolean;
  Component: ComponentType;
}

/**
 * A component in its own chunk: drawn through React.lazy until its code has arrived, and
 * directly once it has. React.lazy suspends on a first render even when the code is already
 * there, and React then holds what it reveals back until 300 ms after the fallback showed; a
 * screen whose chunk was fetched early (`load`) now appears in the same pass as the layout
 * (docs/decisions/018-screens-drawn-without-waiting.md). Each instance keeps the type it was
 * first drawn with: drawn through React.lazy and drawn again after the code arrived, it would
 * otherwise become another component, and React would unmount the screen, with its actors, and
 * mount it afresh.
 */
export function preloadable(fetchChunk: () => Promise<ComponentModule>): Preloadable {
  let Arrived: ComponentType | undefined;
  const load = () =>
    fetchChunk().then((module) => {
      Arrived = module.default;
      return module;
    });
  const Lazy = lazy(load);
  function Component() {
    const [drawnWith] = useState(() => Arrived ?? Lazy);
    return createElement(drawnWith);
  }
  return { load, ready: () => Arrived !== undefined, Component };
}
