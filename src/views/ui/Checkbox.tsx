import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldNotes, useFieldIds } from './Field';
import * as styles from './Field.css';
import { cx } from './cx';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const { controlId, describedBy } = useFieldIds(id, { hint, error });
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.checkboxRow} htmlFor={controlId}>
        <input
          {...rest}
          id={controlId}
          type="checkbox"
          className={styles.checkbox}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <span className={styles.label}>{label}</span>
      </label>
      <FieldNotes controlId={controlId} hint={hint} error={error} />
    </div>
  );
}
