import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './Field.css';
import { cx } from './cx';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
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
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
