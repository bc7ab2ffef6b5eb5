/**
 * The id (or file) a call needs. A state that calls is entered only once it is known; should
 * that ever not hold, the call fails here, shown as the call's own failure, rather than
 * asking the server about record 0 (docs/architecture.md, "Context").
 */
export function known<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`No ${what} to send`);
  return value;
}
