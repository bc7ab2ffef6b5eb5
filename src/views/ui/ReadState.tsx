import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import type { LoaderEvent } from '../../machines/loader.machine';
import { RetryAlert } from './RetryAlert';
import { Spinner } from './Spinner';
import { Centred } from './Layout';

/** What a loader (src/machines/loader.machine.ts) shows while it reads: its state and its failure. */
type ReadingLoader = ActorRef<Snapshot<unknown> & { value: unknown; context: { error: string | null } }, LoaderEvent>;

/**
 * A read under way or failed, as its loader has it (docs/design.md "Loaders"): the spinner
 * named `label`, or the failure with Try again, which asks the loader itself to read again.
 * A machine that reads through a loader child shows this while it waits for what was read.
 */
export function ReadState({ loader, label }: { loader: ReadingLoader; label: string }) {
  const failed = useSelector(loader, (s) => s.value === 'failed');
  const error = useSelector(loader, (s) => s.context.error);
  if (failed) return <RetryAlert onRetry={() => loader.send({ type: 'reload.requested' })}>{error}</RetryAlert>;
  return (
    <Centred aria-busy="true">
      <Spinner label={label} showLabel />
    </Centred>
  );
}
