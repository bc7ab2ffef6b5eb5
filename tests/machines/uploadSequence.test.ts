/**
 * Model-based test of the upload sequence (uploadSequence.machine.ts), the child Add Task and
 * Upload Files invoke while they upload: paths generated from its machine, each walked on a
 * running actor against the mock file service, with every file's upload held until the path
 * lets it through. The forms' own models (jobsForms, jobsUploadFiles) walk it on screen.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { storedPercent, uploadSequenceMachine } from '../../src/machines/uploadSequence.machine';
import { expectEverythingCovered, machineCoverage } from '../support/coverage';
import { describePath, generatePaths, type ModelEvent } from '../support/paths';
import { holdCall } from '../support/server';

type Snapshot = SnapshotFrom<typeof uploadSequenceMachine>;

const FILES = () => [
  new File(['%PDF-1.4'], 'trial-balance.pdf', { type: 'application/pdf' }),
  new File(['a,b'], 'ledger.csv', { type: 'text/csv' }),
  new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' }),
];
const input = { files: FILES() };

const events = (s: Snapshot): ModelEvent[] =>
  s.matches('uploading')
    ? [{ type: 'xstate.done.actor.file', output: { url: 'https://files/x', fileName: input.files[s.context.stored.length].name } }]
    : [];
const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.stored.length]);

const paths = generatePaths(uploadSequenceMachine, { input, events, serialize });

describe('upload sequence (generated paths)', () => {
  for (const path of paths) {
    it(describePath(path.steps), async () => {
      const uploads = holdCall('post', '/mock-files/:kind/upload');
      const actor = createActor(uploadSequenceMachine, { input: { files: FILES() } }).start();
      for (const step of path.steps.slice(1)) {
        // Only one file is ever on its way: the next waits until this one is stored.
        const request = await uploads.request();
        expect(uploads.waiting()).toBe(1);
        expect(((await request.formData()).get('file') as File).name).toBe(input.files[actor.getSnapshot().context.stored.length].name);
        await uploads.passThrough();
        const expected = step.state.context.stored.length;
        const reached = await waitFor(actor, (s) => s.context.stored.length === expected);
        expect(storedPercent(reached.context)).toBe(Math.round((expected / input.files.length) * 100));
      }
      const last = actor.getSnapshot();
      expect(last.value).toBe(path.state.value);
      if (last.status === 'done') {
        // The output is what the file service stored, in the order the files were chosen.
        expect(last.output?.map((file) => file.fileName)).toEqual(input.files.map((file) => file.name));
        expect(last.output?.every((file) => file.url.includes('/mock-files/files/'))).toBe(true);
      }
      actor.stop();
    });
  }

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

  afterAll(() => {
    expectEverythingCovered('uploadSequence', machineCoverage(uploadSequenceMachine, paths, input));
  });
});
