import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries of docs/architecture.md are kept by the linter; these prove each one bites. */
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses a screen importing another screen', async () => {
    const messages = await restrictedImports(
      'src/views/users/Example.tsx',
      "import { ClientsPage } from '../clients/ClientsPage';\nexport { ClientsPage };\n",
    );
    expect(messages).toEqual([expect.stringContaining('A screen never imports another screen')]);
  });

  // Every folder of src/views but the shared widgets is a screen (or the shell): a new screen's
  // folder left off the linter's list could import any other screen unnoticed.
  const viewFolders = readdirSync('src/views', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
    .map((entry) => entry.name);

  it.each(viewFolders)('refuses src/views/%s importing another screen', async (folder) => {
    const other = folder === 'users' ? 'clients' : 'users';
    const messages = await restrictedImports(
      `src/views/${folder}/Example.tsx`,
      `import { Page } from '../${other}/Page';\nexport { Page };\n`,
    );
    expect(messages).toEqual([expect.stringContaining('A screen never imports another screen')]);
  });

  it('lets a screen import the shared widgets', async () => {
    expect(await restrictedImports('src/views/users/Example.tsx', "import { cx } from '../ui/cx';\nexport { cx };\n")).toEqual([]);
  });

  it('refuses a shared widget importing a screen', async () => {
    const messages = await restrictedImports(
      'src/views/ui/Example.tsx',
      "import { JobsPage } from '../jobs/JobsPage';\nexport { JobsPage };\n",
    );
    expect(messages).toEqual([expect.stringContaining('Shared widgets never import a screen')]);
  });

  it.each(['src/machines/example.machine.ts', 'src/domain/example.ts', 'src/api/example.ts'])(
    'refuses %s importing views or React DOM',
    async (filePath) => {
      const messages = await restrictedImports(
        filePath,
        "import { cx } from '../views/ui/cx';\nimport { createPortal } from 'react-dom';\nexport { cx, createPortal };\n",
      );
      expect(messages).toHaveLength(2);
    },
  );

  it.each(['src/views/review/Example.tsx', 'src/views/ui/Example.tsx', 'src/views/shell/Example.tsx'])(
    'refuses %s using the api layer',
    async (filePath) => {
      const messages = await restrictedImports(
        filePath,
        "import { readStoredSession } from '../../api/sessionStore';\nimport { fetchJobs } from '../../api/jobs';\nexport { readStoredSession, fetchJobs };\n",
      );
      expect(messages).toEqual([
        expect.stringContaining('Views never use the api layer'),
        expect.stringContaining('Views never use the api layer'),
      ]);
    },
  );

  it('lets a view name the shapes of api data in types', async () => {
    const code = "import type { Job } from '../../api/types';\nexport const name = (job: Job) => job.jobName;\n";
    expect(await restrictedImports('src/views/jobs/Example.tsx', code)).toEqual([]);
  });

  it('refuses the mock backend importing machines or views', async () => {
    const messages = await restrictedImports(
      'mocks/handlers/example.ts',
      "import { jobsListMachine } from '../../src/machines/jobsList.machine';\nimport { JobsPage } from '../../src/views/jobs/JobsPage';\nexport { jobsListMachine, JobsPage };\n",
    );
    expect(messages).toHaveLength(2);
  });
});
