import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs name events in backticks, `<thing>.<what happened>` (docs/architecture.md, "Events").
 * Every such name a doc cites must still be an event of some machine in src/machines, so a
 * renamed or removed event cannot leave the docs describing a flow that no longer exists.
 */
const root = join(import.meta.dirname, '..', '..');

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && ending.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * The docs that describe the code as it is. A decision record is dated and says what was true
 * when it was taken, so it keeps the names of its day.
 */
const DOCS = ['README.md', ...filesUnder('docs', /\.md$/).filter((doc) => !doc.startsWith('docs/decisions/'))];

/**
 * Backticked `a.b` names that are not events: a file (by its extension) or a member of
 * something else the docs speak of (a test helper, Node, the browser, an answer's field).
 */
const FILE = /\.(ts|tsx|js|json|md|html|css)$/;
const NOT_EVENTS = new Set(['vi.mock', 'vi.stubEnv', 'process.exit', 'process.chdir', 'event.type', 'response.taskList', 'document.title']);

/** Each backticked `a.b` name in a doc, with where it stands. */
function citedNames(): { name: string; doc: string }[] {
  return DOCS.flatMap((doc) =>
    [...readFileSync(join(root, doc), 'utf8').matchAll(/`([a-z][a-zA-Z]*\.[a-z][a-zA-Z]*)`/g)]
      .map((match) => ({ name: match[1], doc }))
      .filter(({ name }) => !FILE.test(name) && !NOT_EVENTS.has(name)),
  );
}

const machineSource = filesUnder('src/machines', /\.ts$/)
  .map((file) => readFileSync(join(root, file), 'utf8'))
  .join('\n');

/** Whether a machine names the event: as a string in quotes, where events are typed, sent and handled. */
const namedByAMachine = (name: string) => [`'${name}'`, `"${name}"`, `\`${name}\``].some((quoted) => machineSource.includes(quoted));

describe('event names the docs cite', () => {
  it('finds the names in the docs', () => {
    const names = new Set(citedNames().map(({ name }) => name));
    expect(names).toContain('reload.requested');
    expect(names).toContain('screen.shown');
  });

  it('are each an event of a machine in src/machines', () => {
    const missing = citedNames()
      .filter(({ name }) => !namedByAMachine(name))
      .map(({ name, doc }) => `${doc}: \`${name}\``);
    expect(missing).toEqual([]);
  });

  it('would catch a name no machine has', () => {
    expect(namedByAMachine('reload.requested')).toBe(true);
    expect(namedByAMachine('jobs.vanished')).toBe(false);
  });
});
