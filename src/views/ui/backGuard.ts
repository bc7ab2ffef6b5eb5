/**
 * Holds the browser's Back while a modal has unsaved changes: one extra history entry at the
 * same address, so Back first lands there (nothing on the page changes) and the modal can ask.
 * The entry is taken away again when the modal goes by any other way.
 */
export interface BackGuard {
  /** Adds the entry (once) and calls `onBack` when the user presses Back. */
  arm(onBack: () => void): void;
  /** Takes the entry away if the user is still on it. */
  disarm(): void;
  /** Performs the Back the user asked for, after they chose to leave. */
  leave(): void;
}

const MARK = 'discardGuard';

export function createBackGuard(): BackGuard {
  let armed = false;
  let onBack = () => {};
  const onPopState = () => {
    if (!armed) return;
    armed = false;
    window.removeEventListener('popstate', onPopState);
    onBack();
  };
  const onGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[MARK] === true;
  const guard: BackGuard = {
    arm(whenBack) {
      onBack = whenBack;
      if (armed) return;
      armed = true;
      const state: unknown = window.history.state;
      window.history.pushState({ ...(typeof state === 'object' ? state : {}), [MARK]: true }, '', window.location.href);
      window.addEventListener('popstate', onPopState);
    },
    disarm() {
      if (!armed) return;
      armed = false;
      window.removeEventListener('popstate', onPopState);
      // After a link inside the modal the user is on another page: that entry stays theirs.
      if (onGuardEntry()) window.history.back();
    },
    leave() {
      window.history.back();
    },
  };
  return guard;
}
