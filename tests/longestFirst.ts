import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A sequencer that starts the files in `longest` (paths from the project root) first, in that
 * order, and the others in Vitest's own order: their durations in the last run, or on a clean
 * checkout the largest file first, which says little about how long a file takes. A long file
 * started last runs on alone while the other workers sit idle; started first, the short files
 * fill in around it.
 */
export function longestFirst(longest: readonly string[]): typeof BaseSequencer {
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const rank = (file: TestSpecification) => {
        const at = longest.findIndex((path) => file.moduleId.endsWith(`/${path}`));
        return at < 0 ? longest.length : at;
      };
      // Groups, then projects, run one after the other, as Vitest orders them.
      const groupOf = (file: TestSpecification) => file.project.config.sequence.groupOrder;
      const projectOrder = (a: TestSpecification, b: TestSpecification) =>
        a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0;
      return (await super.sort(files)).sort((a, b) => groupOf(a) - groupOf(b) || projectOrder(a, b) || rank(a) - rank(b));
    }
  };
}
