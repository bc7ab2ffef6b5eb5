/**
 * The keyboard shortcuts of the signed-in layout (docs/behaviour.md §9 "Keyboard"): what
 * each key does, where the "g" pairs lead for this user, and the rows of the "?" help.
 */

/** After "g", the second key must follow within this time or the pair is dropped. */
export const LEADER_TIMEOUT_MS = 1500;

export type GoKey = 'd' | 'j' | 'p';

/**
 * Where "g d", "g j" and "g p" lead. Reviewers go to Jobs and Pending Jobs to Approve; a
 * user who cannot open those (Staff) goes to the lists they work from instead.
 */
export function goTargets(canApprove: boolean): Record<GoKey, { href: string; label: string }> {
  return {
    d: { href: '/dashboard', label: 'Dashboard' },
    j: canApprove ? { href: '/jobs', label: 'Jobs' } : { href: '/my-jobs', label: 'My Jobs' },
    p: canApprove
      ? { href: '/jobs/pending', label: 'Pending Jobs to Approve' }
      : { href: '/my-jobs/pending', label: 'Pending Jobs to Finish' },
  };
}

export function isGoKey(key: string): key is GoKey {
  return key === 'd' || key === 'j' || key === 'p';
}

export interface ShortcutRow {
  /** Each key as pressed, in order. */
  keys: string[];
  does: string;
}

/** The rows of the help dialog, in the order they are listed. */
export function shortcutRows(canApprove: boolean): ShortcutRow[] {
  const go = goTargets(canApprove);
  return [
    { keys: ['?'], does: 'Show this list of shortcuts' },
    { keys: ['/'], does: 'Go to the search box of the list' },
    { keys: ['g', 'd'], does: `Go to ${go.d.label}` },
    { keys: ['g', 'j'], does: `Go to ${go.j.label}` },
    { keys: ['g', 'p'], does: `Go to ${go.p.label}` },
    { keys: ['j'], does: 'Next card or row of the list' },
    { keys: ['k'], does: 'Previous card or row of the list' },
    { keys: ['Ctrl', 'Enter'], does: 'Send the comment in the Approve or Reject dialog (⌘ Enter on a Mac)' },
  ];
}
