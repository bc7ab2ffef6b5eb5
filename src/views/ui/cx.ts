/** Joins class names, skipping the ones a condition left out: the one way views combine classes. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
