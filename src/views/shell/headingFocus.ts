import { useEffect, useRef } from 'react';
import { focusQuietly } from '../ui/focus';

/** The signed-in layout's content area (Shell.tsx). */
const MAIN_ID = 'main-content';

/** A dialog is open: focus belongs to it, not to the page behind. */
const dialogOpen = (): boolean => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * After the user goes to another screen, focus moves to that screen's heading, so the next
 * Tab starts in its content rather than back in the sidebar (docs/behaviour.md §2 "Sidebar
 * and header"). Not on the first screen shown, not while a dialog is open, and not when the
 * screen itself has already put focus in its content.
 */
export function useHeadingFocusOnNavigation(pathname: string): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = pathname;
    if (before === null || before === pathname) return;
    return focusHeadingOnceShown();
  }, [pathname]);
}

/**
 * Whether `element` is drawn: while the next screen's code loads, the one before stays in the
 * page hidden (display: none), and its heading is not the one to focus.
 */
function shownIn(main: HTMLElement, element: HTMLElement): boolean {
  for (let at: HTMLElement | null = element; at && at !== main; at = at.parentElement) {
    if (at.hidden || at.style.display === 'none') return false;
  }
  return true;
}

/** Focuses the screen's h1 as soon as it is drawn (its code or data may still be on the way); returns the stop. */
function focusHeadingOnceShown(): () => void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return () => {};
  const settle = (): boolean => {
    const active = document.activeElement;
    if (dialogOpen() || (active !== main && main.contains(active))) return true;
    const heading = Array.from(main.querySelectorAll<HTMLElement>('h1')).find((h1) => shownIn(main, h1));
    if (!heading) return false;
    focusQuietly(heading);
    return true;
  };
  if (settle()) return () => {};
  const watching = new MutationObserver(() => {
    if (settle()) stop();
  });
  // A screen that never draws a heading does not keep the watch running.
  const giveUp = setTimeout(() => stop(), 10_000);
  const stop = () => {
    watching.disconnect();
    clearTimeout(giveUp);
  };
  watching.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  return stop;
}
