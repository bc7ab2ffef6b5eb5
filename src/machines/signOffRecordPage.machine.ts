import { fetchJobSignOff, type JobSignOffRecord } from '../api/signOff';
import { fetchExtensions, hasExtension, EXTENSIONS } from '../api/extensions';
import { createLoaderMachine } from './loader.machine';
import { known } from './known';

/**
 * The printable sign-off record of a job (docs/behaviour.md §4 "Sign-off record"): a loader that
 * asks first whether the server keeps trails; without the extension it is `empty`, and the
 * page says so in one line.
 */
export const signOffRecordPageMachine = createLoaderMachine('signOffRecordPage', {
  load: async ({ jobId }: { jobId: number | null }, signal): Promise<JobSignOffRecord | null> => {
    const extensions = await fetchExtensions(signal);
    if (!hasExtension(extensions, EXTENSIONS.signOff)) return null;
    return fetchJobSignOff(known(jobId, 'job'), signal);
  },
  isEmpty: (record) => record === null,
  messages: { refused: 'Failed to load the sign-off record', failed: 'Failed to load the sign-off record' },
});
