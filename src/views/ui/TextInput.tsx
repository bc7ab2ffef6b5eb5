import { memo, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Field } from './Field';
import * as styles from './Field.css';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'required'> {
  label: ReactNode;
  id?: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
}

export const TextInput = memo(function TextInput({ label, id, required, error, hint, className, type = 'text', ...rest }: TextInputProps) {
  return (
    <Field label={label} id={id} required={required} error={error} hint={hint} className={className}>
      {(control) => <input {...rest} {...control} type={type} className={styles.control} />}
    </Field>
  );
});
