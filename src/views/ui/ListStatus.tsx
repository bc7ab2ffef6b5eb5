import { Alert } from './Alert';
import { Button } from './Button';
import { Inline } from './Layout';
import { Spinner } from './Spinner';
import * as listStyles from './list.css';

export interface ListStatusProps {
  /** What the list shows, once its count is known ("Showing 10 of 88 jobs"); null while it is not. */
  count: string | null;
  /** The spinner's words while the list reads again, its rows still shown. */
  readingLabel: string;
  reading: boolean;
  /** The failed read's message, with its title; null when the list has not failed. */
  failure: string | null;
  failureTitle: string;
  onRetry: () => void;
  failureClassName?: string;
}

/**
 * A paged list's line under its filters: how many it shows once it knows, a spinner while it
 * reads again, and a failed read with Retry (docs/behaviour.md §2, "Loading tells the truth").
 */
export function ListStatus({ count, readingLabel, reading, failure, failureTitle, onRetry, failureClassName }: ListStatusProps) {
  return (
    <>
      <Inline gap="sm" justify="between" className={listStyles.listMeta}>
        <span aria-live="polite">{count ?? ''}</span>
        {reading && <Spinner size="sm" label={readingLabel} showLabel />}
      </Inline>
      {failure && (
        <Inline gap="sm" align="end" className={failureClassName}>
          <Alert tone="danger" title={failureTitle}>
            {failure}
          </Alert>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </Inline>
      )}
    </>
  );
}
