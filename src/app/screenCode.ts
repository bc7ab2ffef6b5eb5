const isFileList = (value: unknown): value is string[] => Array.isArray(value) && value.every((file) => typeof file === 'string');

/**
 * Has the browser fetch every screen's files while it is idle, without running them: each
 * becomes a `<link rel="prefetch">`, so it waits in the HTTP cache and a screen's code is only
 * parsed and run when the screen is wanted (docs/decisions/081-screen-code-fetched-not-run.md).
 * A build lists the files (src/app/screenCodePlugin.ts); the dev server and the tests have no
 * list, and a missing or unreadable one only means the code is fetched when wanted.
 */
export function prefetchScreenCode(): void {
  const list = import.meta.env.VITE_SCREEN_CODE_LIST;
  if (!list) return;
  const whenIdle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  whenIdle(() => {
    fetch(list)
      .then((response): Promise<unknown> | unknown[] => (response.ok ? response.json() : []))
      .then((files) => {
        if (!isFileList(files)) return;
        // What this page has fetched already (the screen shown and what it imports) is left out.
        const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
        for (const file of files) {
          if (fetched.has(new URL(file, location.href).pathname)) continue;
          const link = document.createElement('link');
          link.rel = 'prefetch';
          link.href = file;
          document.head.append(link);
        }
      })
      .catch(() => {});
  });
}
