import { useSelector } from '@xstate/react';
import type { FieldErrors } from '../../machines/formModal.machine';
import { useModalPhase, type PhasedActor } from './useModalPhase';

/** A form modal's machine as far as its fields go: their values and messages, and the change it is told of. */
export interface FieldsActor<TValues> extends PhasedActor {
  getSnapshot(): ReturnType<PhasedActor['getSnapshot']> & { context: { values: TValues; fieldErrors: FieldErrors<TValues> } };
  send(event: { type: 'fields.changed'; patch: Partial<Record<keyof TValues & string, string>> }): void;
}

/**
 * Binds a form's fields to its machine: each shows its value and its message, rests while the
 * form is saving or saved, and tells the machine of every change.
 */
export function useFormFields<TValues extends { [K in keyof TValues]: string }>(actor: FieldsActor<TValues>) {
  const { busy, succeeded } = useModalPhase(actor);
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const locked = busy || succeeded;
  const change = (name: keyof TValues & string, value: string) => {
    const patch: Partial<Record<keyof TValues & string, string>> = {};
    patch[name] = value;
    actor.send({ type: 'fields.changed', patch });
  };
  return {
    values,
    fieldErrors,
    locked,
    /** A text box or a text area. */
    text: (name: keyof TValues & string) => ({
      value: values[name],
      error: fieldErrors[name],
      disabled: locked,
      onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    }),
    /** A select. */
    choice: (name: keyof TValues & string) => ({
      value: values[name],
      error: fieldErrors[name],
      disabled: locked,
      onValueChange: (value: string) => change(name, value),
    }),
  };
}
