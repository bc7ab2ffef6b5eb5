import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import type { LoaderEvent } from '../../machines/loader.machine';
import { RetryAlert } from './RetryAlert';
import { Spinner } from './Spinner';
import { Centred } from './Layout';
import { sizedBy } from './dynamic';
import { minHeightFromSize } from './dynamic.css';

/** What a loader (src/machines/loader.machine.ts) shows while it reads: its state and its failure. */
type ReadingLoader = ActorRef<Snapshot<unknown> & { value: unknown; context: { error: string | null } }, LoaderEvent>;

/**
 * A read under way or failed, as its loader has it (docs/design.md "Loaders"): the spinner
 * named `label`, or the failure with Try again, which asks the loader itself to read again.
 * A machine that reads through a loader child shows this while it waits for what was read.
 * `reserve` keeps about the room what is read will take, so what follows on the page stays
 * where it is when it arrives (a layout shift moves what a person was about to read or click).
 */
export function ReadState({ loader, label, reserve }: { loader: ReadingLoader; label: string; reserve?: string }) {
  const failed = useSelector(loader, (s) => s.value === 'failed');
  const error = useSelector(loader, (s) => s.context.error);
  if (failed) return <RetryAlert onRetry={() => loader.send({ type: 'reload.requested' })}>{error}</RetryAlert>;
  return (
    <Centred aria-busy="true" className={reserve ? minHeightFromSize : undefined} style={reserve ? sizedBy(reserve) : undefined}>
      <Spinner label={label} showLabel />
    </Centred>
  );
}
