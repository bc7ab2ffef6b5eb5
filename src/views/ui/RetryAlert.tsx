import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

export interface RetryAlertProps {
  /** The failure as the alert's heading, with the button beneath it. */
  title?: string;
  /** The failure as a sentence, with the button after it. */
  children?: ReactNode;
  retryLabel?: string;
  onRetry: () => void;
}

/** A read that failed, with the way out: reading it again. */
export function RetryAlert({ title, children, retryLabel = 'Try again', onRetry }: RetryAlertProps) {
  return (
    <Alert tone="danger" title={title}>
      {children !== undefined && <>{children} </>}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
