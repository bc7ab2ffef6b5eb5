import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { storedPercent, type uploadSequenceMachine } from '../../machines/uploadSequence.machine';

/** What the progress reads of a form's save (saveAfterUpload): its state and its upload child. */
interface SaveWithFiles extends Pick<AnyActorRef, 'subscribe'> {
  getSnapshot(): { matches(state: 'uploading' | 'saving'): boolean; children: { upload?: ActorRefFrom<typeof uploadSequenceMachine> } };
}

/** A form whose save uploads the chosen files first (createFormModalMachine with `takesFiles`). */
interface FormWithFiles extends Pick<AnyActorRef, 'subscribe'> {
  getSnapshot(): { children: { save?: SaveWithFiles }; hasTag(tag: 'saved'): boolean };
}

export interface UploadProgress {
  /** The chosen files are on their way to the file service. */
  uploading: boolean;
  /** Percent of the chosen files stored, each file an equal share. */
  percent: number;
}

/** How far the form's save has got with its files: while they upload, as far as it has got; past that, all of them. */
export function useUploadProgress(form: FormWithFiles): UploadProgress {
  const save = useSelector(form, (s) => s.children.save);
  const saved = useSelector(form, (s) => s.hasTag('saved'));
  const uploading = useSelector(save, (s) => s?.matches('uploading') ?? false);
  const pastUpload = useSelector(save, (s) => s?.matches('saving') ?? false);
  const upload = useSelector(save, (s) => s?.children.upload);
  const running = useSelector(upload, (s) => (s ? storedPercent(s.context) : 0));
  return { uploading, percent: saved || pastUpload ? 100 : running };
}
