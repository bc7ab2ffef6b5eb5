import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import type { EventObject } from 'xstate';

/**
 * A path that waits out one of the machine's named delays (an `xstate.after.*` step) runs on
 * fake timers that also follow real time, so the rest of the screen behaves as usual and
 * `passTime` jumps over the delay instead of waiting it. Real timers come back after the test.
 */
export function simulateTimeFor(steps: ReadonlyArray<{ event: EventObject }>): void {
  if (steps.some((s) => s.event.type.startsWith('xstate.after.'))) onSimulatedTime();
}

/** Runs the rest of the running test on fake timers that also follow real time; real timers come back after it. */
export function onSimulatedTime(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** Moves fake time on by `ms`, letting React render what the timers' callbacks changed. */
export async function passTime(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}
