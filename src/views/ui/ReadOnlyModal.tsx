import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal, type PlainModalProps } from './Modal';

export interface ReadOnlyModalProps extends Omit<PlainModalProps, 'footer'> {
  /** Further ways on from what is shown, after Close. */
  actions?: ReactNode;
}

/** A modal that only shows something: Close (as well as Escape, ×, a click outside) is its answer. */
export function ReadOnlyModal({ onClose, actions, ...modal }: ReadOnlyModalProps) {
  return (
    <Modal
      {...modal}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {actions}
        </>
      }
    />
  );
}
