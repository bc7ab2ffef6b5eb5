import { readStoredSession } from './sessionStore';

/**
 * What was typed in a form that is still open, kept in this tab's session storage until the
 * form is saved or closed on purpose. A session that ends under the user (a 401, a Sign Out in
 * another tab) takes the screen away, not the typing: the same person opening the same form
 * for the same record gets it back (docs/behaviour.md §4 "Nothing typed is lost").
 */
const PREFIX = 'workflow_draft:';

interface StoredDraft {
  userId: number;
  record: string;
  values: Record<string, unknown>;
}

const keyOf = (form: string) => `${PREFIX}${form}`;

export function saveDraft(form: string, record: string, values: object): void {
  const user = readStoredSession();
  if (!user) return;
  try {
    const draft: StoredDraft = { userId: user.id, record, values: { ...values } };
    sessionStorage.setItem(keyOf(form), JSON.stringify(draft));
  } catch {
    // A draft is a courtesy: without room for it the form works as before.
  }
}

/** The draft of `form` for `record` by the signed-in user; null if there is none. */
export function readDraft(form: string, record: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(keyOf(form));
    if (raw === null) return null;
    const draft: unknown = JSON.parse(raw);
    const user = readStoredSession();
    return isDraft(draft) && user !== null && draft.userId === user.id && draft.record === record ? draft.values : null;
  } catch {
    return null;
  }
}

/**
 * `base` with the fields of the user's draft of `form` for `record`, each in a fitting kind (a
 * number for a number...); `restored` says whether there was one.
 */
export function restoreDraft<T extends object>(form: string, record: string, base: T): { values: T; restored: boolean } {
  const draft = readDraft(form, record);
  if (draft === null) return { values: base, restored: false };
  const values = { ...base };
  for (const key of Object.keys(base) as Array<keyof T & string>) {
    const kept = draft[key];
    const current = base[key];
    // Storage holds what this form wrote; a field of another kind is left as the form opened.
    if (key in draft && (kept === null || current === null || typeof kept === typeof current)) values[key] = kept as T[keyof T & string];
  }
  return { values, restored: true };
}

export function dropDraft(form: string): void {
  try {
    sessionStorage.removeItem(keyOf(form));
  } catch {
    // Nothing kept, nothing to drop.
  }
}

function isDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<StoredDraft>;
  return typeof draft.userId === 'number' && typeof draft.record === 'string' && typeof draft.values === 'object' && draft.values !== null;
}
