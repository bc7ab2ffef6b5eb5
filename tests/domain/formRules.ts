/** What every form of docs/behaviour.md §5 is tested for, whatever its fields. */
import { expect, it } from 'vitest';

export interface FormRules<V> {
  validate: (values: V) => Partial<Record<keyof V, string>>;
  /** Values with every field filled in correctly. */
  complete: V;
  /** The form as it opens, nothing typed. */
  blank: V;
  /** The message of each required field when it is left empty. */
  required: Partial<Record<keyof V, string>>;
  /** A field, a value that breaks it, and the message it gets while every other field stays valid. */
  badValues?: [keyof V, string, string][];
}

/** Complete values pass; blank ones name each required field with its message; a bad value is reported on its own field. */
export function itKeepsTheFormRules<V extends object>({ validate, complete, blank, required, badValues = [] }: FormRules<V>): void {
  it('accepts complete values', () => expect(validate(complete)).toEqual({}));

  it('names every missing field with its message', () => expect(validate(blank)).toEqual(required));

  if (badValues.length > 0) {
    it.each(badValues)('%s %j gives %j', (field, value, message) => {
      expect(validate({ ...complete, [field]: value })).toEqual({ [field]: message });
    });
  }
}
