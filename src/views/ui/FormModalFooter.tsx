import type { ReactNode } from 'react';
import { Button } from './Button';

export interface FormModalFooterProps {
  /** The id of the form the submit button sends. */
  form: string;
  busy: boolean;
  /** Once saved, Cancel reads Close and the submit button rests. */
  succeeded: boolean;
  onCancel: () => void;
  /** While busy, Cancel stops waiting for the call (the modal's `onStop`). */
  onStop: () => void;
  submitLabel: ReactNode;
  /** When the submit button rests; by default once saved. */
  submitDisabled?: boolean;
}

/** The footer every form modal shares: Cancel (Close once saved) and the form's submit button. */
export function FormModalFooter({
  form,
  busy,
  succeeded,
  onCancel,
  onStop,
  submitLabel,
  submitDisabled = succeeded,
}: FormModalFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={busy ? onStop : onCancel}>
        {succeeded ? 'Close' : 'Cancel'}
      </Button>
      <Button type="submit" form={form} busy={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
}
