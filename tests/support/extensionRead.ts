/**
 * The read of a screen that stands on one of the server's extensions (docs/api-extensions.md):
 * a loader (src/machines/loader.machine.ts) asks the server's capabilities, then reads. Every
 * such read has the same model: answered, no extension, or failed and tried again; and on the
 * machine the backend answers each the same way. A screen's own model names the same outcomes,
 * either as its loader's call ending (`xstate.done.actor.load`, `xstate.error.actor.load`) or as
 * the loader's snapshot it hears (`xstate.snapshot.load`).
 */
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import { extensionPaths } from '../../src/api/extensions';
import { answerCall } from './server';
import { testEachPathOnMachine, type HeldBackend } from './machineWalk';
import { everyAndCovering, type ModelEvent, type ModelPath } from './paths';

const isCapabilities = (request: Request) => new URL(request.url).pathname === extensionPaths.capabilities;

/** A server that names no extension in its capabilities. */
const NO_EXTENSIONS = { responseCode: 'OK', responseDescription: 'SUCCESSFUL', response: [] };

/** Until the test ends, the server names no extension in its capabilities (a screen opened after this has none). */
export function serveWithoutExtensions(): void {
  answerCall('get', extensionPaths.capabilities, NO_EXTENSIONS);
}

/** The state a step's loader snapshot names, if the step is one. */
function snapshotValue(event: ModelEvent): unknown {
  const snapshot: unknown = event.type === 'xstate.snapshot.load' ? event.snapshot : null;
  return typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot ? snapshot.value : undefined;
}

/** Whether a step is the read ending without the extension: its call's answer, or its snapshot. */
export function endsWithoutExtension(withoutExtension: unknown): (event: ModelEvent) => boolean {
  const answer = JSON.stringify(withoutExtension);
  return (event) =>
    (event.type === 'xstate.done.actor.load' && JSON.stringify(event.output) === answer) || snapshotValue(event) === 'empty';
}

/**
 * The backend's part in a step on the machine, for a loader whose answer without the extension
 * is `withoutExtension`: a server without it, or a failure once it said it has it; false when
 * the step is neither, and the walk lets the backend answer.
 */
export function answerExtensionRead(withoutExtension: unknown) {
  const endsWithout = endsWithoutExtension(withoutExtension);
  return async (event: ModelEvent, backend: HeldBackend): Promise<boolean> => {
    if (endsWithout(event)) return backend.respondOne(NO_EXTENSIONS, isCapabilities);
    if (event.type === 'xstate.error.actor.load' || snapshotValue(event) === 'failed')
      return (await backend.passOne(isCapabilities)) && backend.failOne((request) => !isCapabilities(request));
    return false;
  };
}

/**
 * The loader's own model, every path walked on its machine under `coverage`; answers its paths
 * (the covering set is walked on the screen by the screen's test) and the backend's part for
 * the screen's own machine walk.
 */
export function walkExtensionRead<M extends AnyStateMachine>(
  loader: M,
  coverage: string,
  answers: { read: () => unknown; withoutExtension: unknown },
): {
  paths: { every: Array<ModelPath<M>>; covering: Array<ModelPath<M>> };
  answer: ReturnType<typeof answerExtensionRead>;
  endsWithout: (event: ModelEvent) => boolean;
} {
  const look = (state: SnapshotFrom<M>) => {
    const s: AnyMachineSnapshot = state;
    return JSON.stringify([s.value, s.context.error]);
  };
  const events = (state: SnapshotFrom<M>): ModelEvent[] => {
    const s: AnyMachineSnapshot = state;
    if (s.matches('loading'))
      return [
        { type: 'xstate.done.actor.load', output: answers.read() },
        { type: 'xstate.done.actor.load', output: answers.withoutExtension },
        { type: 'xstate.error.actor.load', error: new Error('500') },
      ];
    if (s.matches('failed')) return [{ type: 'reload.requested' }];
    return [];
  };
  const paths = everyAndCovering(loader, { events, serialize: look, input: undefined });
  const answer = answerExtensionRead(answers.withoutExtension);
  testEachPathOnMachine({
    machine: loader,
    paths: paths.every,
    coverage,
    look,
    input: undefined,
    execute: (event, _before, { backend }) => answer(event, backend),
  });
  return { paths, answer, endsWithout: endsWithoutExtension(answers.withoutExtension) };
}
