import { screenRouteFor } from './routes';

const screenAt = (href: string) => screenRouteFor(new URL(href, 'http://app.invalid').pathname);

/**
 * Runs the code of the screen a link leads to, when a pointer, a finger or the focus reaches the
 * link: the files are usually in the HTTP cache already (src/app/screenCode.ts), so this is the
 * parse and run alone, done while the person is about to click
 * (docs/decisions/081-screen-code-fetched-not-run.md).
 */
export function runScreenCodeAhead(href: string): void {
  screenAt(href)
    ?.load()
    .catch(() => {});
}

/**
 * When the screen at `href` has not run yet, the promise that settles once it has (or failed to
 * arrive, which the screen then shows); null when it can be drawn at once. Changing the address
 * only then draws the screen in one pass, instead of React's loading fallback and the 300 ms it
 * holds what follows it (docs/decisions/018-screens-drawn-without-waiting.md).
 */
export function screenCodePending(href: string): Promise<void> | null {
  const screen = screenAt(href);
  if (!screen || screen.ready()) return null;
  return screen.load().then(
    () => undefined,
    () => undefined,
  );
}
