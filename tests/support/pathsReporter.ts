import type { Reporter, TestModule } from 'vitest/node';
import type { UserConsoleLog } from 'vitest';

/**
 * `npm run test:paths`: what QA reads off the models, file by file. For each machine, the paths
 * generated and the states and transitions they cover (the `[coverage]` line each model test
 * prints); for each file, its tests, each path named by its describer line, and which passed,
 * with the shorter paths each test walked on its way indented beneath it.
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
      for (const line of coverage) lines.push(`  ${line.slice('[coverage] '.length)}`);
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
