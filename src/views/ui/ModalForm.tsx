import type { ReactNode } from 'react';
import { Stack } from './Layout';
import type { Space } from './layout.css';

interface ModalFormProps {
  /** Names the form for the submit button, which sits outside it in the modal's footer. */
  id: string;
  gap: Space;
  label?: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** A modal's form: its machine checks it (with the spec's messages, not the browser's), and sending it never leaves the page. */
export function ModalForm({ id, gap, label, onSubmit, children }: ModalFormProps) {
  return (
    <Stack
      as="form"
      gap={gap}
      id={id}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Stack>
  );
}
