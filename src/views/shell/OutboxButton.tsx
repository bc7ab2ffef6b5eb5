import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useOutbox } from '../../app/signedInActors';
import { formatDateTime } from '../../domain/format';
import { KIND_LABELS, itemText, statusText, waitingLabel, type OutboxItem } from '../../domain/outbox';
import { ownItems, waitingCount } from '../../machines/outbox.machine';
import { Badge, Button, Inline, Stack, Text } from '../ui';
import { ReadOnlyModal } from '../ui/ReadOnlyModal';
import * as styles from './shell.css';

/**
 * The header's "Waiting to send (n)" (docs/behaviour.md §4 "The outbox"), shown while the person
 * has anything in the outbox; it opens the list, where each item shows its own outcome and one
 * that cannot be sent keeps its text and files to copy or discard.
 */
export function OutboxButton() {
  const outbox = useOutbox();
  const items = useSelector(outbox, ownItems);
  const waiting = useSelector(outbox, waitingCount);
  // Whether the list is open is presentation, like the phone menu (Shell.tsx).
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <>
      <button type="button" className={styles.notificationLink} onClick={() => setOpen(true)}>
        {waitingLabel(waiting)}
      </button>
      <ReadOnlyModal open={open} onClose={() => setOpen(false)} title={waitingLabel(waiting)} size="lg">
        <Stack as="ul" gap="md" className={styles.outboxList}>
          {items.map((item) => (
            <OutboxLine key={item.id} item={item} onDiscard={() => outbox.send({ type: 'outbox.discarded', id: item.id })} />
          ))}
        </Stack>
      </ReadOnlyModal>
    </>
  );
}

function OutboxLine({ item, onDiscard }: { item: OutboxItem; onDiscard: () => void }) {
  const { state } = item.status;
  const stuck = state === 'conflict' || state === 'refused';
  return (
    <li className={styles.outboxItem} aria-label={`${KIND_LABELS[item.kind]}: ${item.taskName}`}>
      <Stack gap="xs">
        <Inline gap="sm" justify="between" align="start">
          <Text as="p" weight="medium" wrap="anywhere">
            {KIND_LABELS[item.kind]}: {item.taskName}
          </Text>
          <Badge tone={state === 'sent' ? 'success' : stuck ? 'danger' : 'warning'}>
            {state === 'waiting' ? statusText(item.status) : state === 'sent' ? 'Sent' : 'Not sent'}
          </Badge>
        </Inline>
        <Text as="p" size="sm" tone="muted" wrap="anywhere">
          {item.jobName} · kept {formatDateTime(item.keptAt)}
        </Text>
        {stuck && (
          <Text as="p" size="sm" role="status" wrap="anywhere">
            {statusText(item.status)}
          </Text>
        )}
        <Text as="p" size="sm" wrap="anywhere" className={styles.outboxText}>
          {item.comment}
        </Text>
        {item.files.length > 0 && (
          <Text as="p" size="sm" tone="muted" wrap="anywhere">
            Files: {item.files.map((file) => file.name).join(', ')}
          </Text>
        )}
        {state !== 'waiting' && (
          <Inline gap="sm">
            {stuck && (
              <Button size="sm" variant="secondary" onClick={() => void navigator.clipboard?.writeText(itemText(item))}>
                Copy text
              </Button>
            )}
            <Button
              size="sm"
              variant={stuck ? 'danger' : 'secondary'}
              onClick={onDiscard}
              aria-label={`${stuck ? 'Discard' : 'Clear'} ${item.taskName}`}
            >
              {stuck ? 'Discard' : 'Clear'}
            </Button>
          </Inline>
        )}
      </Stack>
    </li>
  );
}
