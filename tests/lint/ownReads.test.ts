/**
 * No machine in src/machines writes its own loading and failed states for a read: a paged
 * list is made by the list factory (src/machines/list.machine.ts), any other read by the
 * loader factory (src/machines/loader.machine.ts), so every read has one reload rule and one
 * failure mapping (docs/design.md "Machines"). This reads every exported machine's states:
 * a state that invokes an actor whose failure leads to a state named `failed` is such a read.
 * Saves fail back to their form and are not counted.
 */
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup, type AnyStateMachine } from 'xstate';
import { readsWithOwnFailure } from '../support/xstateInternals';

const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/*.ts', { eager: true });

/** The factories' own machines: the one place a read's loading and failed states are written. */
const BUILT_BY_A_FACTORY = new Set(['createListMachine', 'createLoaderMachine']);

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getInitialSnapshot' in value;

const machines = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isMachine));

function ownReads(machine: AnyStateMachine): string[] {
  const builtBy = machine.root.meta?.builtBy;
  if (typeof builtBy === 'string' && BUILT_BY_A_FACTORY.has(builtBy)) return [];
  return readsWithOwnFailure(machine);
}

describe('reads are built from the factories', () => {
  it('finds the machines of src/machines', () => {
    expect(machines.length).toBeGreaterThan(40);
  });

  it('no machine writes its own failed state for a read', () => {
    const offenders = machines.flatMap((machine) => ownReads(machine).map((state) => `${machine.id}: ${state}`));
    expect(offenders).toEqual([]);
  });

  it('bites: a hand-written read with its own failed state is found, a save that fails back to its form is not', () => {
    const read = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
      id: 'handWritten',
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'load', src: 'load', onDone: 'loaded', onError: 'failed' } },
        loaded: {},
        failed: {},
      },
    });
    const save = setup({ actors: { save: fromPromise(async () => 1) } }).createMachine({
      id: 'aSave',
      initial: 'editing',
      states: {
        editing: { on: { 'form.submitted': 'submitting' } },
        submitting: { invoke: { id: 'save', src: 'save', onDone: 'succeeded', onError: 'editing' } },
        succeeded: {},
      },
    });
    expect(ownReads(read)).toEqual(['handWritten.loading (load)']);
    expect(ownReads(save)).toEqual([]);
    expect(ownReads(createMachine({ id: 'still', initial: 'idle', states: { idle: {} } }))).toEqual([]);
  });
});
