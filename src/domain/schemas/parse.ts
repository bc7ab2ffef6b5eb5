/**
 * Reading a schema's verdict the way each side shows it: the forms show each field's first
 * message, the mock backend answers with the first message of all.
 */
import * as v from 'valibot';

/** The first message of a failed parse, for a server answer; null when the value passed. */
export function firstMessage(result: v.SafeParseResult<v.GenericSchema>): string | null {
  return result.success ? null : result.issues[0].message;
}

/** Each field's first message, for a form; a field that passed is absent. */
export function fieldMessages<K extends string>(result: v.SafeParseResult<v.GenericSchema>): Partial<Record<K, string>> {
  const errors: Partial<Record<string, string>> = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** Parses with each field stopping at its first problem, as the forms show them. */
export function check<S extends v.GenericSchema>(schema: S, input: unknown): v.SafeParseResult<S> {
  return v.safeParse(schema, input, { abortPipeEarly: true });
}
