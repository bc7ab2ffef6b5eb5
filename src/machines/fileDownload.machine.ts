import { sendTo, setup } from 'xstate';
import { downloadFile } from '../api/files';
import type { TaskFile } from '../api/types';
import type { SaveFile } from './downloadReports.machine';
import { createLoaderMachine, oneMessage } from './loader.machine';

/** docs/behaviour.md §7 "Files": what a failed download says, whatever the cause. */
export const DOWNLOAD_FAILED_MESSAGE = 'The file could not be downloaded. Try again.';

export interface FileDownloadInput {
  file: Pick<TaskFile, 'url' | 'fileName'>;
}

/** The file it downloads; the download's progress and failure are its loader child's. */
export type FileDownloadContext = FileDownloadInput;

/**
 * The download, by the loader factory (loader.machine.ts): reads the file with the token, then
 * saves it under its own name with `save` (the view's, src/views/ui/saveFile.ts); a failure maps
 * to its message in one place.
 */
export const downloadWith = (save: SaveFile) =>
  createLoaderMachine('fileDownloadRead', {
    load: async (file: FileDownloadInput['file'], signal) => save(await downloadFile(file.url, signal), file.fileName),
    isEmpty: () => false,
    messages: oneMessage(DOWNLOAD_FAILED_MESSAGE),
    reload: 'after a failure',
  });

/** Without a view there is nowhere to save a file: the download fails. */
const nowhereToSave: SaveFile = () => Promise.reject(new Error('There is no browser to save the file in'));

/**
 * One attached file's Download button (docs/behaviour.md §7 "Files"): idle -> downloading ->
 * idle. While downloading, the download is the loader child `download`: the view shows its
 * busy state and its failure, which stays until the next try; Download then asks it to read
 * again (docs/decisions/099-a-read-child-is-not-mirrored.md).
 */
export const fileDownloadMachine = setup({
  types: {} as {
    context: FileDownloadContext;
    events: { type: 'download.requested' };
    input: FileDownloadInput;
    children: { download: 'download' };
  },
  actors: { download: downloadWith(nowhereToSave) },
}).createMachine({
  id: 'fileDownload',
  context: ({ input }) => ({ file: input.file }),
  initial: 'idle',
  states: {
    idle: { on: { 'download.requested': 'downloading' } },
    downloading: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => context.file,
        onSnapshot: { guard: ({ event }) => event.snapshot.value === 'loaded', target: 'idle' },
      },
      on: {
        'download.requested': {
          actions: sendTo('download', { type: 'reload.requested' }),
          description: 'After a failure, Download tries again (the loader reads again only once it failed)',
        },
      },
    },
  },
});
