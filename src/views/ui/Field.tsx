import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';
import { cx } from './cx';

/** What a form control needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** Fixed id for the control; generated when omitted. */
  id?: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

interface FieldNotesProps {
  hint?: ReactNode;
  error?: string | null;
}

interface FieldIds {
  controlId: string;
  /** The ids of the hint and the error shown, for the control's `aria-describedby`. */
  describedBy: string | undefined;
}

/** The control's id (fixed or generated) and what describes it, shared by every kind of field. */
export function useFieldIds(id: string | undefined, { hint, error }: FieldNotesProps): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint ? hintIdOf(controlId) : null, error ? errorIdOf(controlId) : null].filter(Boolean).join(' ') || undefined;
  return { controlId, describedBy };
}

const hintIdOf = (controlId: string) => `${controlId}-hint`;
const errorIdOf = (controlId: string) => `${controlId}-error`;

/** The hint and the error under a control, with the ids `useFieldIds` points the control at. */
export function FieldNotes({ controlId, hint, error }: FieldNotesProps & { controlId: string }) {
  return (
    <>
      {hint && (
        <p id={hintIdOf(controlId)} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(controlId)} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

export function Field({ label, id, required = false, error, hint, className, children }: FieldProps) {
  const { controlId, describedBy } = useFieldIds(id, { hint, error });

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        // The form's own validation shows the spec's exact messages, not the browser's.
        required: undefined,
      })}
      <FieldNotes controlId={controlId} hint={hint} error={error} />
    </div>
  );
}
