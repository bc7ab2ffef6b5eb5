import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { FileRef } from '../../api/types';
import { uploadPercent } from '../../domain/jobs';
import { storedPercent, type uploadSequenceMachine } from '../../machines/uploadSequence.machine';

/** A form that uploads its chosen files through the upload sequence (Add Task, Upload Files). */
interface UploadingForm extends Pick<AnyActorRef, 'subscribe'> {
  getSnapshot(): {
    context: { files: File[]; uploaded: FileRef[] };
    children: { upload?: ActorRefFrom<typeof uploadSequenceMachine> };
  };
}

/**
 * Percent of the chosen files stored: while the sequence runs, as far as it has got; after it,
 * what the form kept of it.
 */
export function useUploadProgress(form: UploadingForm): number {
  const sequence = useSelector(form, (s) => s.children.upload);
  const kept = useSelector(form, (s) => uploadPercent(s.context.uploaded.length, s.context.files.length));
  const running = useSelector(sequence, (s) => (s ? storedPercent(s.context) : null));
  return running ?? kept;
}
