import type { Reporter, TestModule } from 'vitest/node';
import type { UserConsoleLog } from 'vitest';

/** A model's coverage lines by where its paths were walked: `clients (on its machine): …`. */
function byModel(lines: readonly string[]): Map<string, Array<[string, string]>> {
  const models = new Map<string, Array<[string, string]>>();
  for (const line of lines) {
    const [, name, where, rest] = /^(.*?)(?: \((on its machine|on screen)\))?: (.*)$/.exec(line) ?? [];
    if (name === undefined) continue;
    models.set(name, [...(models.get(name) ?? []), [where ?? 'walked', rest]]);
  }
  return models;
}

/**
 * `npm run test:paths`: what QA reads off the models, file by file. For each model, the paths
 * walked on its machine and the covering set walked on screen, each with the states and
 * transitions they cover (the `[coverage]` lines the model tests print, docs/testing.md); for
 * each file, its tests, each path named by its describer line, and which passed, with the
 * shorter paths each test walked on its way indented beneath it.
 */
export default class PathsReporter implements Reporter {
  private readonly logs: UserConsoleLog[] = [];

  onUserConsoleLog(log: UserConsoleLog): void {
    this.logs.push(log);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const lines: string[] = [];
    for (const module of [...modules].sort((a, b) => a.moduleId.localeCompare(b.moduleId))) {
      const suites = [...module.children.allSuites()];
      const tests = [...module.children.allTests()];
      const ids = new Set([module.id, ...suites.map((s) => s.id), ...tests.map((t) => t.id)]);
      const coverage = this.logs
        .filter((log) => log.taskId !== undefined && ids.has(log.taskId))
        .flatMap((log) => log.content.split('\n'))
        .filter((line) => line.startsWith('[coverage] '));
      const walked = tests.filter((t) => t.result().state === 'passed');
      lines.push('', `${module.relativeModuleId}: ${walked.length} of ${tests.length} tests passed`);
      for (const [name, walks] of byModel(coverage.map((line) => line.slice('[coverage] '.length)))) {
        lines.push(`  ${name}`);
        for (const [where, rest] of walks) lines.push(`    ${`${where}:`.padEnd('on its machine:'.length)} ${rest}`);
      }
      for (const test of tests) {
        const mark = test.result().state === 'passed' ? '✓' : '×';
        lines.push(`    ${mark} ${test.name}`);
        // The shorter paths this test walked on its way, each checked step by step as it went.
        for (const beginning of test.meta().beginnings ?? []) lines.push(`        ${mark} ${beginning}`);
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
