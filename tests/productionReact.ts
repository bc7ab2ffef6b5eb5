import { createRequire } from 'node:module';

/**
 * The suite renders with React's production build, as people get it (decision 106): the
 * development build's checks and records were some 14 % of the suite's CPU time, and no test
 * reads them. React's files pick their build from NODE_ENV when first required, so they are
 * required here, before anything else loads them, and NODE_ENV is put back for everything else.
 * The JSX the tests and the app compile to calls the production runtime (vite.config.ts, `oxc`).
 */
const require = createRequire(import.meta.url);
const environment = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
const React = require('react') as Record<string, unknown>;
const { flushSync } = require('react-dom') as typeof import('react-dom');
require('react-dom/client');
require('react/jsx-runtime');
const scheduler = require('scheduler') as {
  unstable_scheduleCallback: (priority: number, callback: () => void) => unknown;
  unstable_IdlePriority: number;
};
process.env.NODE_ENV = environment;

/**
 * Resolves once React has no work left: an idle task of React's scheduler runs only after every
 * task of a higher priority, including those queued while it waits.
 */
export function whenReactIsIdle(): Promise<void> {
  return new Promise((resolve) => {
    scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, () => resolve());
  });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * React's production build has no `act`, which Testing Library wraps every render, event and
 * wait in. This one renders what the callback asked for before it returns, as `act` does
 * (`flushSync`: the render and its effects, and what those effects set off at once); when the
 * callback is async, it also waits until React has drawn everything else asked of it meanwhile.
 * A render React does later of its own accord (a lazily loaded screen arriving, an answer from
 * the mock backend) is awaited as a person would see it, with findBy and waitFor.
 */
function act(callback: () => unknown): PromiseLike<unknown> {
  let result: unknown;
  flushSync(() => {
    result = callback();
  });
  if (!isThenable(result)) return Promise.resolve(result);
  return Promise.resolve(result).then(async (value) => {
    await whenReactIsIdle();
    return value;
  });
}

if (typeof React.act !== 'function') React.act = act;
