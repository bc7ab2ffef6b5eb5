import { useActorRef, useSelector } from '@xstate/react';
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
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <span className={styles.file}>
      <button
        type="button"
        className={styles.button}
        aria-label={`Download ${file.fileName}`}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => actor.send({ type: 'download.requested' })}
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
