/**
 * How the screen benchmarks time a change: from the moment the server's answer has fully arrived
 * (Resource Timing responseEnd) to the frame after the screen shows it.
 */
import type { Page } from 'playwright-core';
import { measureChange, spread } from './largeApp';

/** What every timed change yields; a benchmark adds what it reports beside it. */
export interface FrameTiming {
  /** responseEnd of the answer -> the frame after the screen showed it. */
  renderMs: number;
}

export interface AnswerToFrameSpec {
  /** Part of the address of the read whose answers are timed. */
  read: string;
  /** Source text of an expression: what the screen shows now, as a string. */
  before: string;
  /**
   * Source text of `(before) => boolean`: whether the screen, settled, shows something other
   * than `before`.
   */
  shown: string;
  /**
   * Source text of `(answers, shownAt) => sample`: what a change yields, from the
   * PerformanceResourceTiming entries of its answers and the time of the frame that showed them.
   */
  report: string;
}

export interface AnswerToFrame<S extends FrameTiming> {
  /** For `openLargeApp`: the probe, installed before the app in every document. */
  instrument: string;
  /** Does `act` and resolves with what the change it made yields, once the screen shows it. */
  measure: (page: Page, act: () => Promise<void>) => Promise<S>;
}

/** Each benchmark has a browser of its own, so one name serves them all. */
const PROBE = '__answerToFrame';

export function answerToFrame<S extends FrameTiming>({ read, before, shown, report }: AnswerToFrameSpec): AnswerToFrame<S> {
  // A string, so the bench runner's transpiler never adds helpers the page does not have.
  const instrument = `
window.${PROBE} = (before) => new Promise((resolve) => {
  const shown = ${shown};
  const report = ${report};
  const answers = [];
  let shownAt = null;
  const finish = () => {
    if (shownAt === null || answers.length === 0) return;
    observer.disconnect();
    mutations.disconnect();
    resolve(report(answers, shownAt));
  };
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name.includes(${JSON.stringify(read)})) answers.push(e);
    finish();
  });
  observer.observe({ type: 'resource' });
  const mutations = new MutationObserver(() => {
    if (shownAt !== null || !shown(before)) return;
    // The frame after the DOM change is when the user sees it.
    requestAnimationFrame(() => requestAnimationFrame(() => {
      shownAt = performance.now();
      finish();
    }));
  });
  mutations.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
});
`;
  return {
    instrument,
    measure: async (page, act) => measureChange(page, PROBE, await page.evaluate<string>(before), act),
  };
}

export interface Judgement<S extends FrameTiming> {
  /** Whether a change's render times meet the benchmark's target. */
  passes: (renderMs: number[]) => boolean;
  /** What the line of a change says after its median and max. */
  detail: (samples: S[], renderMs: number[]) => string;
}

/** Prints a line for each change measured, judged by `passes`; true when every change passed. */
export function reportEachChange<S extends FrameTiming>(samples: Record<string, S[]>, { passes, detail }: Judgement<S>): boolean {
  let ok = true;
  for (const [name, list] of Object.entries(samples)) {
    const render = list.map((s) => s.renderMs);
    const pass = passes(render);
    ok &&= pass;
    console.log(`  ${name.padEnd(10)} response -> rendered: ${spread(render, 1)} ${detail(list, render)} ${pass ? 'ok' : 'MISSED'}`);
  }
  return ok;
}
