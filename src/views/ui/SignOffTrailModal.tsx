import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { stateName, trailLine } from '../../domain/signOffTrail';
import type { ShownTrail, signOffTrailMachine, trailReadMachine } from '../../machines/signOffTrail.machine';
import { Badge, Button, ReadOnlyModal, RetryAlert, Spinner } from '.';
import * as styles from './SignOffTrailModal.css';

/** The Sign-off trail of a task (docs/behaviour.md §4 "Sign-off trail"), opened from Job Details and the review cards. */
export function SignOffTrailModal({ actor }: { actor: ActorRefFrom<typeof signOffTrailMachine> }) {
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const taskName = useSelector(actor, (s) => s.context.taskName);
  const read = useSelector(actor, (s) => s.children.trail);
  return (
    <ReadOnlyModal open={open} onClose={() => actor.send({ type: 'modal.closed' })} size="lg" title="Sign-off trail" description={taskName}>
      {read && <Trail read={read} />}
    </ReadOnlyModal>
  );
}

/** A task's way into its trail. */
export function SignOffTrailButton({
  actor,
  task,
}: {
  actor: ActorRefFrom<typeof signOffTrailMachine>;
  task: { taskId: number; taskName: string };
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => actor.send({ type: 'trail.opened', taskId: task.taskId, taskName: task.taskName })}
      aria-label={`Sign-off trail of ${task.taskName}`}
    >
      Sign-off trail
    </Button>
  );
}

function Trail({ read }: { read: ActorRefFrom<typeof trailReadMachine> }) {
  const loading = useSelector(read, (s) => s.matches('loading'));
  const error = useSelector(read, (s) => s.context.error);
  const trail = useSelector(read, (s) => (s.matches('loaded') ? s.context.data : null));
  return (
    <>
      {loading && (
        <div className={styles.centred}>
          <Spinner label="Loading the sign-off trail" showLabel />
        </div>
      )}
      {error && <RetryAlert title={error} onRetry={() => read.send({ type: 'reload.requested' })} />}
      {trail && <Timeline trail={trail} />}
    </>
  );
}

function Timeline({ trail }: { trail: ShownTrail }) {
  // Where the task stands is the lifecycle's state after its trail (src/machines/signOff.machine.ts).
  const state = trail.lifecycle;
  return (
    <>
      <div className={styles.summary}>
        <Badge tone={state === 'verified' ? 'success' : state === 'inRework' ? 'warning' : 'info'}>{stateName(state)}</Badge>
        {trail.levels === 2 && <Badge tone="secondary">Two sign-off levels</Badge>}
        <span>{`Rework count: ${trail.reworkCount}`}</span>
      </div>
      {trail.entries.length === 0 ? (
        <p>Nothing has happened to this task yet: it has not been assigned.</p>
      ) : (
        <ol className={styles.timeline} aria-label="Sign-off trail, oldest first" tabIndex={0}>
          {trail.entries.map((entry) => {
            const line = trailLine(entry);
            return (
              <li key={entry.id} className={styles.entry}>
                <span className={styles.title}>{line.title}</span>
                {line.comment && <p className={styles.comment}>{line.comment}</p>}
                {line.fileNames.length > 0 && <p className={styles.files}>{`Files: ${line.fileNames.join(', ')}`}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
