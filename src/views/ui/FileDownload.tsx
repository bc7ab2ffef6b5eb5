import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { TaskFile } from '../../api/types';
import { downloadWith, fileDownloadMachine } from '../../machines/fileDownload.machine';
import { Spinner } from './Spinner';
import { DownloadIcon } from './icons';
import { fileSaver } from './saveFile';
import * as styles from './FileDownload.css';

/** Downloads go through the browser's save (an object URL and a download link), never a navigation. */
const savingDownload = fileDownloadMachine.provide({ actors: { download: downloadWith((blob, name) => fileSaver.save(blob, name)) } });

/**
 * An attached file as a Download button showing its whole name (docs/behaviour.md §7 "Files"):
 * the file is fetched with the session token and saved; the button is busy meanwhile and a
 * failure is said under it. The button owns its small machine, as a dialog owns its guard.
 */
export function FileDownload({ file }: { file: Pick<TaskFile, 'url' | 'fileName'> }) {
  const actor = useActorRef(savingDownload, { input: { file } });
  const { busy, error } = useDownload(useSelector(actor, (s) => s.children.download));
  return <FileButton file={file} busy={busy} error={error} onClick={() => actor.send({ type: 'download.requested' })} />;
}

type Download = NonNullable<SnapshotFrom<typeof savingDownload>['children']['download']>;

/**
 * While it downloads, the download's own loader says whether it runs or why it failed; the
 * button stays the same element whether or not a download is under way.
 */
function useDownload(download: Download | undefined): { busy: boolean; error: string | null } {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = download?.subscribe(changed);
      return () => subscription?.unsubscribe();
    },
    [download],
  );
  const snapshot = useSyncExternalStore(subscribe, () => download?.getSnapshot());
  return { busy: snapshot?.value === 'loading', error: snapshot?.context.error ?? null };
}

function FileButton({
  file,
  busy,
  error,
  onClick,
}: {
  file: Pick<TaskFile, 'url' | 'fileName'>;
  busy: boolean;
  error: string | null;
  onClick: () => void;
}) {
  return (
    <span className={styles.file}>
      <button
        type="button"
        className={styles.button}
        aria-label={`Download ${file.fileName}`}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onClick}
      >
        {busy ? <Spinner size="sm" decorative /> : <DownloadIcon />}
        <span className={styles.name}>{file.fileName}</span>
      </button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  );
}
