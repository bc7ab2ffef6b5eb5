import { describe, expect, it } from 'vitest';
import { untilAbandoned } from '../../src/machines/untilAbandoned';

// A promise that has settled has done so before the next turn of the event loop starts.
const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((r) => setImmediate(() => r('pending'))),
  ]);

describe('untilAbandoned', () => {
  it('passes answers and failures through while the request is wanted', async () => {
    const signal = new AbortController().signal;
    await expect(untilAbandoned(Promise.resolve(7), signal)).resolves.toBe(7);
    await expect(untilAbandoned(Promise.reject(new Error('HTTP error! status: 500')), signal)).rejects.toThrow('HTTP error! status: 500');
  });

  it('never reports the failure of a request its actor abandoned', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await settled(untilAbandoned(Promise.reject(new Error('aborted')), controller.signal))).toBe('pending');
  });
});
