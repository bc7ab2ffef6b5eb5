const isFileList = (value: unknown): value is string[] => Array.isArray(value) && value.every((file) => typeof file === 'string');

/**
 * Has the browser fetch every screen's files while it is idle, without running them: each
 * becomes a `<link rel="prefetch">`, so it waits in the HTTP cache and a screen's code is only
 * parsed and run when the screen is wanted (docs/decisions/081-screen-code-fetched-not-run.md).
 * A build lists the files (src/app/screenCodePlugin.ts); the dev server and the tests have no
 * list, and a missing or unreadable one only means the code is fetched when wanted.
 */
export function prefetchScreenCode(list = import.meta.env.VITE_SCREEN_CODE_LIST): void {
  if (!list) return;
  whenIdle(() => {
    fetch(list)
      .then((response): Promise<unknown> | unknown[] => (response.ok ? response.json() : []))
      .then((files) => {
        if (!isFileList(files)) return;
        // What this page has fetched already (the screen shown and what it imports) is left out.
        const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
        addInIdleSlices(files.filter((file) => !fetched.has(new URL(file, location.href).pathname)));
      })
      .catch(() => {});
  });
}

/** Safari has no requestIdleCallback: there, a task of its own. */
function whenIdle(run: () => void): void {
  const idle = globalThis.requestIdleCallback ?? ((later: () => void) => setTimeout(later, 1));
  idle(run);
}

/**
 * One link per idle moment: adding a link starts its fetch on the main thread, a few
 * milliseconds each on a slow phone, and sixty at once made one long task while the first
 * screen was still being drawn (docs/decisions/102-work-after-the-first-paint-in-slices.md).
 */
function addInIdleSlices(files: readonly string[]): void {
  const [file, ...rest] = files;
  if (file === undefined) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = file;
  document.head.append(link);
  if (rest.length > 0) whenIdle(() => addInIdleSlices(rest));
}
