/** The six badge tones of the spec (docs/behaviour.md §4, §6). */
export type BadgeTone = 'success' | 'primary' | 'info' | 'warning' | 'danger' | 'secondary';
