/**
 * The fields of a form dialog, where focus belongs when it opens and when the user keeps
 * editing after "Discard your changes?" (docs/behaviour.md §4 "Focus in dialogs").
 */

/** What a person types into or chooses from: text boxes, lists (a Select's trigger), boxes to tick. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[role="combobox"]:not([disabled])',
].join(', ');

/** Whether the element is one of a form's fields. */
export function isField(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.matches(FIELD_SELECTOR);
}

/**
 * The first field in `root` a person can reach (not hidden away), if any. A file picker is
 * passed over: Enter on it opens the system's file chooser, a surprise as the first key.
 */
export function firstField(root: ParentNode | null): HTMLElement | null {
  if (!root) return null;
  const fields = Array.from(root.querySelectorAll<HTMLElement>(FIELD_SELECTOR));
  return (
    fields.find(
      (field) =>
        field.tabIndex >= 0 &&
        !(field instanceof HTMLInputElement && field.type === 'file') &&
        !field.closest('[hidden], [aria-hidden="true"], [inert]'),
    ) ?? null
  );
}

/**
 * Where Keep Editing puts focus back: the field last focused in the dialog, else its first
 * field. `current` is read as a ref by the discard question when it closes.
 */
export interface ResumePoint {
  current: HTMLElement | null;
  /** Focus moved to `target` inside the dialog. */
  noteFocus(target: HTMLElement): void;
  /** The user asked to leave: fixes where to come back to. */
  settle(): void;
}

export function createResumePoint(): ResumePoint {
  let dialog: Element | null = null;
  let last: HTMLElement | null = null;
  const point: ResumePoint = {
    current: null,
    noteFocus(target) {
      dialog = target.closest('[role="dialog"]') ?? dialog;
      if (isField(target)) last = target;
    },
    settle() {
      point.current = last?.isConnected ? last : firstField(dialog);
    },
  };
  return point;
}
