/**
 * Model-based tests of the upload sequence and of the form save that runs it
 * (uploadSequence.machine.ts): paths generated from each machine, each walked on a running
 * actor against the mock file service, with every file's upload held until the path lets it
 * through. The forms' own models (jobsForms, jobsUploadFiles) walk them on screen.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { FileRef } from '../../src/api/types';
import {
  UploadFailed,
  saveAfterUpload,
  storedPercent,
  uploadSequenceMachine,
  type StoredSaveInput,
} from '../../src/machines/uploadSequence.machine';
import { describePath, generatePaths, type ModelEvent } from '../support/paths';
import { holdCall } from '../support/server';
import { testEachPath, walkPath } from '../support/walk';
import { signInAs } from '../support/session';
import { storedLink } from '../support/uploads';

// The file service keeps files only for a signed-in user (docs/behaviour.md §7 "Files").
beforeEach(() => signInAs('admin'));

type Snapshot = SnapshotFrom<typeof uploadSequenceMachine>;

const FILES = () => [
  new File(['%PDF-1.4'], 'trial-balance.pdf', { type: 'application/pdf' }),
  new File(['a,b'], 'ledger.csv', { type: 'text/csv' }),
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'receipt.png', { type: 'image/png' }),
];
const input = { files: FILES() };

const events = (s: Snapshot): ModelEvent[] =>
  s.matches('uploading')
    ? [
        {
          type: 'xstate.done.actor.file',
          output: { url: storedLink(input.files[s.context.stored.length].name), fileName: input.files[s.context.stored.length].name },
        },
      ]
    : [];
const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.stored.length]);

const paths = generatePaths(uploadSequenceMachine, { input, events, serialize });

describe('upload sequence (generated paths)', () => {
  testEachPath({ machine: uploadSequenceMachine, paths, coverage: 'uploadSequence', input }, async (path) => {
    const uploads = holdCall('post', '/mock-files/:kind/upload');
    const actor = createActor(uploadSequenceMachine, { input: { files: FILES() } }).start();
    await walkPath(
      path,
      async () => {
        // Only one file is ever on its way: the next waits until this one is stored.
        const request = await uploads.request();
        expect(uploads.waiting()).toBe(1);
        expect(((await request.formData()).get('file') as File).name).toBe(input.files[actor.getSnapshot().context.stored.length].name);
        await uploads.passThrough();
      },
      async (state) => {
        const expected = state.context.stored.length;
        const reached = await waitFor(actor, (s) => s.context.stored.length === expected);
        expect(storedPercent(reached.context)).toBe(Math.round((expected / input.files.length) * 100));
        const now = actor.getSnapshot();
        expect(now.value).toBe(state.value);
        if (now.status === 'done') {
          // The output is what the file service stored, in the order the files were chosen.
          expect(now.output?.map((file) => file.fileName)).toEqual(input.files.map((file) => file.name));
          expect(now.output?.every((file) => file.url.includes('/mock-files/files/'))).toBe(true);
        }
      },
    );
    actor.stop();
  });

  it('a file the service refuses fails the whole sequence, and the files after it are not sent', async () => {
    const uploads = holdCall('post', '/mock-files/:kind/upload');
    const actor = createActor(uploadSequenceMachine, { input: { files: FILES() } });
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    await uploads.passThrough();
    await uploads.fail(500);
    expect(String(await failed)).toMatch(/File upload failed: HTTP error! status: 500/);
    expect(actor.getSnapshot().status).toBe('error');
    expect(uploads.count()).toBe(2);
  });
});

/* ---------------- The form's save: the files first, then the save call ---------------- */

type Saved = { saved: string[] };
type SaveCall = StoredSaveInput<{ name: string }, null>;

/** A save call the test answers itself, recording what it was given. */
function heldSave() {
  const calls: SaveCall[] = [];
  let settle: { resolve: (value: Saved) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<Saved, SaveCall>(({ input }) => {
    calls.push(input);
    return new Promise<Saved>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    logic,
    calls,
    resolve: () => settle?.resolve({ saved: calls[0].stored.map((file) => file.fileName) }),
    reject: (error: unknown) => settle?.reject(error),
  };
}

/** The save on its own: what it tells the form that invoked it is recorded instead. */
function aloneSave(logic: ReturnType<typeof heldSave>['logic'], told: FileRef[][] = []) {
  return saveAfterUpload(logic).provide({ actions: { tellStored: (_, files: FileRef[]) => told.push(files) } });
}

const saveMachine = aloneSave(heldSave().logic);
type SaveSnapshot = SnapshotFrom<typeof saveMachine>;
const stored = (files: File[]): FileRef[] => files.map((file) => ({ url: storedLink(file.name), fileName: file.name }));
const withFiles = { values: { name: 'Q3 close' }, subject: null, files: FILES().slice(0, 2), stored: null };
const withoutFiles = { ...withFiles, files: [] };
/** A retry: the files were stored by the try before, whose save failed. */
const storedBefore = { ...withFiles, stored: stored(withFiles.files) };
const inputName = (input: unknown) =>
  input === withFiles ? 'with files' : input === storedBefore ? 'files stored before' : 'without files';

const saveEvents = (s: SaveSnapshot) =>
  s.matches('uploading')
    ? [{ type: 'xstate.done.actor.upload', output: stored(s.context.input.files) }]
    : s.matches('saving')
      ? [{ type: 'xstate.done.actor.save', output: { saved: s.context.stored.map((file) => file.fileName) } }]
      : [];
const saveSerialize = (s: SaveSnapshot) => JSON.stringify([s.value, s.context.input.files.length, s.context.stored.length]);
const savePaths = [withFiles, withoutFiles, storedBefore].flatMap((input) =>
  generatePaths(saveMachine, { input, events: saveEvents, serialize: saveSerialize }),
);

describe("a form's save (generated paths)", () => {
  const name = (path: (typeof savePaths)[number]) => `${inputName(path.input)}: ${describePath(path.steps)}`;
  testEachPath({ machine: saveMachine, paths: savePaths, coverage: 'saveAfterUpload', name }, async (path) => {
    const uploads = holdCall('post', '/mock-files/:kind/upload');
    const save = heldSave();
    const input = path.input === withFiles ? { ...withFiles, files: FILES().slice(0, 2) } : (path.input as typeof withFiles);
    const told: FileRef[][] = [];
    const actor = createActor(aloneSave(save.logic, told), { input }).start();
    await walkPath(
      path,
      async (event) => {
        if (event.type === 'xstate.done.actor.upload') {
          // Nothing is saved while the files are on their way.
          for (let i = 0; i < input.files.length; i += 1) {
            expect(save.calls).toHaveLength(0);
            await uploads.passThrough();
          }
        } else {
          await waitFor(actor, (s) => s.matches('saving'));
          save.resolve();
        }
      },
      async (state) => {
        const now = await waitFor(actor, (s) => s.matches(state.value));
        if (now.status === 'done') {
          // The save call got what was typed and the files as the file service stored them, in order.
          expect(save.calls).toHaveLength(1);
          expect(save.calls[0].values).toEqual({ name: 'Q3 close' });
          expect(save.calls[0].stored.map((file) => file.fileName)).toEqual(input.files.map((file) => file.name));
          expect(now.output).toEqual({ saved: input.files.map((file) => file.name) });
          // Files it uploaded are told to the form at once, so a retry after a failed save does not send them again.
          expect(told).toEqual(input.files.length > 0 && !input.stored ? [save.calls[0].stored] : []);
        }
        if (input.files.length === 0 || input.stored) expect(uploads.count()).toBe(0);
      },
    );
    actor.stop();
  });

  it("a refused file fails the save with the service's words, and nothing is saved", async () => {
    const uploads = holdCall('post', '/mock-files/:kind/upload');
    const save = heldSave();
    const actor = createActor(aloneSave(save.logic), { input: { ...withFiles, files: FILES().slice(0, 2) } });
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    await uploads.fail(500);
    const error = await failed;
    expect(error).toBeInstanceOf(UploadFailed);
    expect((error as UploadFailed).message).toBe('File upload failed: HTTP error! status: 500');
    expect(save.calls).toHaveLength(0);
  });

  it('a failed save call fails the save with its own error', async () => {
    const save = heldSave();
    const actor = createActor(aloneSave(save.logic), { input: withoutFiles });
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    await waitFor(actor, (s) => s.matches('saving'));
    const refusal = new Error('the server refused it');
    save.reject(refusal);
    expect(await failed).toBe(refusal);
  });

  it("a photo's save goes on without a file the service refused, with nothing stored", async () => {
    const uploads = holdCall('post', '/mock-files/:kind/upload');
    const save = heldSave();
    const photoSave = saveAfterUpload(save.logic, 'saves without them').provide({ actions: { tellStored: () => undefined } });
    const actor = createActor(photoSave, { input: { ...withFiles, files: FILES().slice(2) } }).start();
    await uploads.fail(500);
    await waitFor(actor, (s) => s.matches('saving'));
    expect(save.calls.map((call) => call.stored)).toEqual([[]]);
    save.resolve();
    await waitFor(actor, (s) => s.status === 'done');
  });
});
