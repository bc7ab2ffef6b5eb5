import type { ReactNode } from 'react';
import { Field } from './Field';

interface FilesFieldProps {
  label: string;
  hint: ReactNode;
  required?: boolean;
  error?: string;
  /** The file types offered; any when omitted. */
  accept?: string;
  disabled: boolean;
  inputClassName: string;
  onChoose: (files: File[]) => void;
}

/** A field for choosing several files: each choice is handed on as it is made. */
export function FilesField({ label, hint, required, error, accept, disabled, inputClassName, onChoose }: FilesFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          className={inputClassName}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // Clearing lets the same file be chosen again after it was removed or refused.
            event.target.value = '';
            if (chosen.length > 0) onChoose(chosen);
          }}
        />
      )}
    </Field>
  );
}
