import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
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
  const handlers = useMemo(() => changeHandlers(actor), [actor]);
  return {
    values,
    fieldErrors,
    locked,
    /** A text box or a text area. */
    text: (name: keyof TValues & string) => ({
      value: values[name],
      error: fieldErrors[name],
      disabled: locked,
      onChange: handlers.text(name),
    }),
    /** A select. */
    choice: (name: keyof TValues & string) => ({
      value: values[name],
      error: fieldErrors[name],
      disabled: locked,
      onValueChange: handlers.choice(name),
    }),
  };
}

/**
 * One handler per field for the form's lifetime, so a memoised field whose value and message
 * did not change is not drawn again when another field changes.
 */
function changeHandlers<TValues>(actor: FieldsActor<TValues>) {
  type Name = keyof TValues & string;
  const change = (name: Name, value: string) => {
    const patch: Partial<Record<Name, string>> = {};
    patch[name] = value;
    actor.send({ type: 'fields.changed', patch });
  };
  return {
    text: oncePerName((name: Name) => (event: { target: { value: string } }) => change(name, event.target.value)),
    choice: oncePerName((name: Name) => (value: string) => change(name, value)),
  };
}

/** `make`, called once for each name and then remembered. */
function oncePerName<TName, THandler>(make: (name: TName) => THandler): (name: TName) => THandler {
  const made = new Map<TName, THandler>();
  return (name) => {
    let handler = made.get(name);
    if (handler === undefined) made.set(name, (handler = make(name)));
    return handler;
  };
}
