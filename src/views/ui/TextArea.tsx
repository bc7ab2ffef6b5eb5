import { memo, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Field } from './Field';
import * as styles from './Field.css';
import { cx } from './cx';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'required'> {
  label: ReactNode;
  id?: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
}

export const TextArea = memo(function TextArea({ label, id, required, error, hint, className, rows = 4, ...rest }: TextAreaProps) {
  return (
    <Field label={label} id={id} required={required} error={error} hint={hint} className={className}>
      {(control) => <textarea {...rest} {...control} rows={rows} className={cx(styles.control, styles.textArea)} />}
    </Field>
  );
});
