/**
 * The Compliance rules screen (docs/behaviour.md §2 Compliance rules), along paths generated
 * from its machine: every path walked on the machine against the mock backend with the rule
 * versions the server keeps after each step, and the covering set on the rendered screen. A new
 * VAT version typed, refused before sending when a field is bad or its dates overlap the version
 * in force, saved (the one before kept and closed the day before) or failed with the input kept.
 * The rules' read is its loader's (`rulesLoader`), modelled on its own: read, found only the
 * shipped rules, or failed and tried again.
 */
import { describe, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { extensionPaths } from '../../src/api/extensions';
import { COMPLIANCE_RULES, addDays, civilToday, ruleOverlapMessage, withNewVersion } from '../../src/domain/compliance';
import { RULE_MESSAGES } from '../../src/domain/schemas/complianceRules';
import { RULES_LOAD_FAILED, RULE_SAVED, RULE_SAVE_FAILED, ruleEditorMachine, rulesLoader } from '../../src/machines/ruleEditor.machine';
import { RULES_UNAVAILABLE } from '../../src/views/compliance/RulesPage';
import { describePath, everyAndCovering, type ModelEvent, type ModelPath } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { serveWithoutExtensions, walkExtensionRead } from '../support/extensionRead';
import { testEachPath, walkPath } from '../support/walk';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { holdCall, type QueuedHeldCall } from '../support/server';

type Snapshot = SnapshotFrom<typeof ruleEditorMachine>;

const today = civilToday();
const INPUT = { today };
const VAT = COMPLIANCE_RULES.find((r) => r.id === 'vat')!;
/** The day the new version takes effect: after today and after the version in force. */
const FROM = addDays(VAT.effective > today ? VAT.effective : today, 1);

const look = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.editing,
    s.context.values?.due ?? null,
    s.context.values?.effective ?? null,
    s.context.fieldErrors,
    s.context.error,
    s.context.notice,
    s.context.versions.filter((v) => v.id === 'vat').length,
  ]);

function events(s: Snapshot): ModelEvent[] {
  if (s.matches('reading'))
    return [
      // The rules' loader (loader.machine.ts) read the server's rules, or found only the shipped ones; its failure is its own (below).
      {
        type: 'xstate.snapshot.load',
        snapshot: { value: 'loaded', context: { data: { versions: getDb().complianceRules, fromServer: true }, error: null } },
      },
      {
        type: 'xstate.snapshot.load',
        snapshot: { value: 'empty', context: { data: { versions: COMPLIANCE_RULES, fromServer: false }, error: null } },
      },
    ];
  if (s.matches('browsing')) {
    const opened: ModelEvent[] = s.context.versions.filter((v) => v.id === 'vat').length === 1 ? [{ type: 'rule.opened', id: 'vat' }] : [];
    return s.matches({ browsing: 'saved' }) ? [...opened, { type: 'xstate.after.noticeDelay.ruleEditor.browsing.saved' }] : opened;
  }
  if (s.matches({ editing: 'saving' }))
    return [
      {
        type: 'xstate.done.actor.save',
        output: withNewVersion(s.context.versions, { ...VAT, due: s.context.values?.due ?? VAT.due, effective: FROM }),
      },
      { type: 'xstate.error.actor.save', error: new Error('500') },
    ];
  const values = s.context.values;
  if (!values) return [];
  const edits: ModelEvent[] = [{ type: 'form.submitted' }, { type: 'edit.cancelled' }];
  // A blank "due" is refused, then put right; an effective day on the version in force overlaps it, then is moved after it.
  if (values.due === VAT.due) edits.push({ type: 'fields.changed', patch: { due: '' } });
  if (values.due === '') edits.push({ type: 'fields.changed', patch: { due: '25th of the following month' } });
  if (values.effective === FROM) edits.push({ type: 'fields.changed', patch: { effective: VAT.effective } });
  if (values.effective === VAT.effective) edits.push({ type: 'fields.changed', patch: { effective: FROM } });
  return edits;
}

const paths = everyAndCovering(ruleEditorMachine, { events, serialize: look, input: INPUT });

/** The server keeps one VAT version until a save succeeds, then two: the first closed the day before the second. */
function expectStored(actual: Snapshot): void {
  if (actual.matches({ editing: 'saving' })) return;
  const vat = getDb().complianceRules.filter((v) => v.id === 'vat');
  const saved = actual.matches('browsing') && actual.context.versions.filter((v) => v.id === 'vat').length === 2;
  expect(vat.map((v) => v.effectiveTo)).toEqual(saved ? [addDays(FROM, -1), null] : [null]);
}

/** Whether a step is the rules' loader ending in this state: as the screen's machine sees it, or as the loader's own call ends. */
function loaderSays(event: ModelEvent, value: 'loaded' | 'empty' | 'failed'): boolean {
  const output: unknown = event.output;
  if (event.type === 'xstate.done.actor.load')
    return (typeof output === 'object' && output !== null && 'fromServer' in output && output.fromServer ? 'loaded' : 'empty') === value;
  if (event.type === 'xstate.error.actor.load') return value === 'failed';
  const snapshot: unknown = event.type === 'xstate.snapshot.load' ? event.snapshot : null;
  return typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && snapshot.value === value;
}

testEachPathOnMachine({
  machine: ruleEditorMachine,
  paths: paths.every,
  coverage: 'ruleEditor',
  look,
  input: INPUT,
  execute: (event, _before, { backend }) => rulesRead.answer(event, backend),
  expectStored,
});

type ReadSnapshot = SnapshotFrom<typeof rulesLoader>;

/** The rules' loader: read, found only the shipped rules, or failed and tried again. */
const rulesRead = walkExtensionRead(rulesLoader, 'ruleVersionsRead', {
  read: () => ({ versions: getDb().complianceRules, fromServer: true }),
  withoutExtension: { versions: COMPLIANCE_RULES, fromServer: false },
});

interface World {
  app: RenderedApp;
  rules: QueuedHeldCall;
  saves: QueuedHeldCall;
}

async function execute(event: ModelEvent, world: World): Promise<void> {
  const { user } = world.app;
  const form = () => screen.getByRole('dialog', { name: 'New version: VAT' });
  switch (event.type) {
    case 'xstate.snapshot.load':
    case 'xstate.done.actor.load':
    case 'xstate.error.actor.load':
      if (loaderSays(event, 'empty')) return;
      return loaderSays(event, 'failed') ? world.rules.fail(500) : world.rules.passThrough();
    case 'reload.requested':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'rule.opened':
      return user.click(screen.getByRole('button', { name: `New version of ${VAT.obligation}` }));
    case 'fields.changed': {
      const [field, value] = Object.entries(event.patch as Record<string, string>)[0];
      const input = within(form()).getByLabelText(field === 'due' ? /^Due, in words/ : /^Effective from/);
      await user.clear(input);
      if (value) await user.type(input, value);
      return;
    }
    case 'form.submitted':
      return user.click(within(form()).getByRole('button', { name: 'Save version' }));
    case 'edit.cancelled':
      return user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    case 'xstate.done.actor.save':
      return world.saves.passThrough();
    case 'xstate.error.actor.save':
      return world.saves.fail(500);
  }
}

async function expectScreen(s: Snapshot, withoutExtension: boolean): Promise<void> {
  await waitFor(() => {
    if (s.matches('reading') && !withoutExtension) expect(screen.getByText('Loading compliance rules')).toBeTruthy();
    if (s.matches('unavailable')) expect(screen.getByText(RULES_UNAVAILABLE)).toBeTruthy();
    if (s.matches('browsing')) {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByText(RULE_SAVED) !== null).toBe(s.context.notice === RULE_SAVED);
      const versions = within(screen.getByRole('list', { name: `Versions of ${VAT.obligation}` })).getAllByRole('listitem');
      expect(versions).toHaveLength(s.context.versions.filter((v) => v.id === 'vat').length);
    }
    if (s.matches('editing')) {
      const form = screen.getByRole('dialog', { name: 'New version: VAT' });
      // What was typed stays, whatever the answer.
      expect((within(form).getByLabelText(/^Due, in words/) as HTMLInputElement).value).toBe(s.context.values?.due);
      expect((within(form).getByLabelText(/^Effective from/) as HTMLInputElement).value).toBe(s.context.values?.effective);
      expect(within(form).queryByText(RULE_MESSAGES.due) !== null).toBe(s.context.fieldErrors.due === RULE_MESSAGES.due);
      const overlap = ruleOverlapMessage(VAT.effective);
      expect(within(form).queryByText(overlap) !== null).toBe(s.context.fieldErrors.effective === overlap);
      expect(within(form).queryByText(RULE_SAVE_FAILED) !== null).toBe(s.context.error === RULE_SAVE_FAILED);
    }
  });
}

describe('compliance rules, on screen', () => {
  const name = (path: ModelPath<typeof ruleEditorMachine>) => describePath(path.steps);
  testEachPath(
    { machine: ruleEditorMachine, paths: paths.covering, coverage: 'ruleEditor', input: INPUT, name, onScreen: true },
    async (path) => {
      const first = path.steps[1]?.event;
      const withoutExtension = first !== undefined && loaderSays(first as ModelEvent, 'empty');
      if (withoutExtension) serveWithoutExtensions();
      const rules = holdCall('get', extensionPaths.complianceRules);
      const saves = holdCall('post', extensionPaths.complianceRules);
      const app = await renderApp('/calendar/rules', { as: 'admin' });
      const world: World = { app, rules, saves };
      await walkPath(
        path,
        (event) => execute(event, world),
        async (state) => {
          await expectScreen(state, withoutExtension);
          expectStored(state);
        },
      );
    },
    60_000,
  );
});

/** The rules' read as the screen shows it: the loader's state, and the rules once read. */
async function expectRead(s: ReadSnapshot, withoutExtension: boolean): Promise<void> {
  await waitFor(() => {
    if (s.matches('loading') && !withoutExtension) expect(screen.getByText('Loading compliance rules')).toBeTruthy();
    if (s.matches('failed')) {
      expect(screen.getByRole('alert').textContent).toContain(RULES_LOAD_FAILED);
      expect(screen.queryByText('Loading compliance rules')).toBeNull();
    } else expect(screen.queryByText(RULES_LOAD_FAILED)).toBeNull();
    if (s.matches('loaded')) expect(screen.getByRole('list', { name: `Versions of ${VAT.obligation}` })).toBeTruthy();
    if (s.matches('empty')) expect(screen.getByText(RULES_UNAVAILABLE)).toBeTruthy();
  });
}

describe('compliance rules, their read on screen', () => {
  testEachPath(
    {
      machine: rulesLoader,
      paths: rulesRead.paths.covering,
      coverage: 'ruleVersionsRead',
      name: (path) => describePath(path.steps),
      onScreen: true,
    },
    async (path) => {
      const withoutExtension = path.steps.some((step) => loaderSays(step.event as ModelEvent, 'empty'));
      if (withoutExtension) serveWithoutExtensions();
      const rules = holdCall('get', extensionPaths.complianceRules);
      const app = await renderApp('/calendar/rules', { as: 'admin' });
      const world: World = { app, rules, saves: holdCall('post', extensionPaths.complianceRules) };
      await walkPath(
        path,
        (event) => execute(event, world),
        (state) => expectRead(state, withoutExtension),
      );
    },
    60_000,
  );
});
