import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './Field';
import * as styles from './Field.css';

export interface DateTimeInputProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'required' | 'type'> {
  label: ReactNode;
  /** 'datetime' gives a date and time picker (value 'YYYY-MM-DDTHH:mm'); 'date' a date only ('YYYY-MM-DD'). */
  mode?: 'datetime' | 'date';
  id?: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
}

export function DateTimeInput({ label, mode = 'datetime', id, required, error, hint, className, ...rest }: DateTimeInputProps) {
  return (
    <Field label={label} id={id} required={required} error={error} hint={hint} className={className}>
      {(control) => <input {...rest} {...control} type={mode === 'date' ? 'date' : 'datetime-local'} className={styles.control} />}
    </Field>
  );
}
