import { screenCodeFor, type ScreenCode } from './screens';

export interface ScreenOpener {
  /**
   * Runs the code of the screen a link leads to, when a pointer, a finger or the focus reaches
   * the link: the files are usually in the HTTP cache already (src/app/screenCode.ts), so this is
   * the parse and run alone, done while the person is about to click
   * (docs/decisions/081-screen-code-fetched-not-run.md).
   */
  runAhead: (href: string) => void;
  /**
   * Opens the screen at `href` (`open` changes the address) once its code has run, so it is
   * drawn in one pass instead of behind React's loading fallback and the 300 ms React holds what
   * follows it (docs/decisions/018-screens-drawn-without-waiting.md). Returns false when the
   * screen can be drawn at once, and the caller opens it now; true when it will open once the
   * code has run (or failed to arrive, which the screen then shows), unless another screen is
   * asked for meanwhile.
   */
  openOnceRun: (href: string, open: () => void) => boolean;
}

/** The opener of the screens `find` knows by address. */
export function screenOpener(find: (href: string) => Pick<ScreenCode, 'load' | 'ready'> | undefined): ScreenOpener {
  // The latest screen asked for: an earlier click still waiting for its code does not open.
  let lastAsked = 0;
  return {
    runAhead: (href) => {
      find(href)
        ?.load()
        .catch(() => {});
    },
    openOnceRun: (href, open) => {
      const asked = ++lastAsked;
      const screen = find(href);
      if (!screen || screen.ready()) return false;
      const opened = () => {
        if (asked === lastAsked) open();
      };
      screen.load().then(opened, opened);
      return true;
    },
  };
}

/** The route table's screens. */
export const { runAhead: runScreenCodeAhead, openOnceRun } = screenOpener((href) =>
  screenCodeFor(new URL(href, 'http://app.invalid').pathname),
);
