import type { Reporter, TestModule } from 'vitest/node';
import type { UserConsoleLog } from 'vitest';

/**
 * `npm run test:paths`: what QA reads off the models, file by file. For each machine, the paths
 * generated and the states and transitions they cover (the `[coverage]` line each model test
 * prints); for each file, its tests, each path named by its describer line, and which passed.
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
      for (const test of tests) lines.push(`    ${test.result().state === 'passed' ? '✓' : '×'} ${test.name}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
