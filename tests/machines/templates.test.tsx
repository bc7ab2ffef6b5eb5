/**
 * Model-based test of the template editor (docs/behaviour.md §2 "Templates"): paths generated
 * from its machine, every one walked on the machine against the mock backend (with what the
 * server stored after each step), and the covering set on the rendered Templates screen.
 */
import { describe, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { getDb } from '../../mocks/db/store';
import { templatesOf } from '../../mocks/db/templateRules';
import { extensionPaths } from '../../src/api/extensions';
import { emptyTemplateValues, templateToValues, validateTemplate, type TemplateFormValues } from '../../src/domain/templateForm';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { templateEditorMachine } from '../../src/machines/templates.machine';
import { holdCall, type QueuedHeldCall } from '../support/server';
import { stopWaiting } from '../support/modals';
import { closeFormModal, expectFormModalClosed, waitOutSuccess, watchListReads, type ListRereads } from '../support/listRereads';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { answerAsModelled, callOutcomes, everyAndCovering, formModalLook, type ModelEvent } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { pickWithKeyboard, replaceText } from '../support/fill';
import { testEachPath, walkPath } from '../support/walk';

type Snapshot = SnapshotFrom<typeof templateEditorMachine>;

const PAYE = templatesOf(getDb()).find((t) => t.obligation === 'paye')!;
const NAMES = templatesOf(getDb()).map((t) => t.name);
const NEW_NAME = 'Monthly payroll close';

/** A new template: one task three days before the deadline, prepared by the preparer. */
const NEW: Partial<TemplateFormValues> = {
  name: NEW_NAME,
  jobTypeId: '2',
  tasks: [{ name: 'Collect changes', offset: '-3', from: 'deadline', role: 'preparer', filesRequired: false }],
};

/** The first task moved two days after the deadline: refused before anything is sent. */
const lateFirstTask = (values: TemplateFormValues): Partial<TemplateFormValues> => ({
  tasks: values.tasks.map((task, i) => (i === 0 ? { ...task, offset: '2' } : task)),
});
const onTimeFirstTask = (values: TemplateFormValues): Partial<TemplateFormValues> => ({
  tasks: values.tasks.map((task, i) => (i === 0 ? { ...task, offset: '0' } : task)),
});

const SUBMIT_ID = templateEditorMachine.root.states.submitting.invoke[0].id;
const AFTER = templateEditorMachine.root.states.succeeded.after[0].eventType;

const serialize = (s: Snapshot) => JSON.stringify(formModalLook(s));

function eventsFor(s: Snapshot): ModelEvent[] {
  if (s.matches('closed'))
    return [
      { type: 'modal.opened', values: emptyTemplateValues, subject: { template: null, takenNames: NAMES } },
      {
        type: 'modal.opened',
        values: templateToValues(PAYE),
        subject: { template: PAYE, takenNames: NAMES.filter((n) => n !== PAYE.name) },
      },
    ];
  if (s.matches('editing')) {
    const valid = Object.keys(validateTemplate(s.context.values, s.context.subject)).length === 0;
    const fix = s.context.subject?.template ? onTimeFirstTask(s.context.values) : NEW;
    return [
      { type: 'fields.changed', patch: valid ? lateFirstTask(s.context.values) : fix },
      { type: 'form.submitted' },
      { type: 'modal.closed' },
    ];
  }
  if (s.matches('submitting')) return callOutcomes(SUBMIT_ID, PAYE);
  return [{ type: AFTER }, { type: 'modal.closed' }];
}

const paths = everyAndCovering(templateEditorMachine, { events: eventsFor, serialize });

/**
 * What the server stored: the new template once it was saved (with its task three days before
 * the deadline), never before; the shipped PAYE template never with a late task.
 */
function expectStored(taken: ReadonlyArray<{ state: Snapshot }>): void {
  const savedNew = taken.some(({ state }) => state.matches('succeeded') && !state.context.subject?.template);
  const stored = getDb().templates.filter((t) => t.name === NEW_NAME);
  expect(stored.map((t) => t.tasks.map((task) => [task.name, task.offsetDays]))).toEqual(savedNew ? [[['Collect changes', -3]]] : []);
  expect(
    getDb()
      .templates.find((t) => t.id === PAYE.id)
      ?.tasks.every((task) => task.offsetDays === 0),
  ).toBe(true);
}

testEachPathOnMachine({
  machine: templateEditorMachine,
  paths: paths.every,
  coverage: 'templateEditor',
  look: serialize,
  expectStored: (_actual, taken) => expectStored(taken),
});

interface Harness {
  app: RenderedApp;
  create: QueuedHeldCall;
  update: QueuedHeldCall;
  lists: ListRereads;
}

const dialog = () => screen.getByRole('dialog');
const taskGroup = (i: number) => within(dialog()).getByRole('group', { name: `Task ${i + 1}` });

async function fill(h: Harness, patch: Partial<TemplateFormValues>): Promise<void> {
  const { user } = h.app;
  if (patch.name !== undefined) await replaceText(user, within(dialog()).getByLabelText(/^Template name/), patch.name);
  if (patch.jobTypeId !== undefined) await pickWithKeyboard(user, 'Job type', 'Payroll');
  for (const [i, task] of (patch.tasks ?? []).entries()) {
    const name = within(taskGroup(i)).getByLabelText(/^Name/) as HTMLInputElement;
    if (name.value !== task.name) await replaceText(user, name, task.name);
    await replaceText(user, within(taskGroup(i)).getByLabelText(/^Due, days/), task.offset);
  }
}

/** The event opens the editor on a template (Edit), not on a new one. */
const opensEdit = (event: ModelEvent): boolean =>
  typeof event.subject === 'object' && event.subject !== null && 'template' in event.subject && event.subject.template !== null;

async function execute(event: ModelEvent, h: Harness, before: Snapshot): Promise<void> {
  const { user } = h.app;
  switch (event.type) {
    case 'modal.opened':
      await user.click(screen.getByRole('button', { name: opensEdit(event) ? `Edit ${PAYE.name}` : 'New template' }));
      await screen.findByRole('dialog');
      return;
    case 'fields.changed':
      return fill(h, event.patch as Partial<TemplateFormValues>);
    case 'form.submitted':
      await user.click(
        within(dialog()).getByRole('button', { name: before.context.subject?.template ? 'Save template' : 'Create template' }),
      );
      return;
    case 'modal.closed':
      return closeFormModal(user, before.matches('succeeded'), h.lists);
    case 'submission.cancelled':
      return stopWaiting(user, before.context.subject?.template ? h.update : h.create);
    case AFTER:
      return waitOutSuccess(h.lists);
  }
  await answerAsModelled(before.context.subject?.template ? h.update : h.create, event);
}

async function expectScreen(s: Snapshot, h: Harness, previous: Snapshot | null): Promise<void> {
  if (s.matches('closed')) {
    await expectFormModalClosed(previous?.matches('succeeded') ?? false, h.lists);
    return;
  }
  const editing = s.context.subject?.template != null;
  const modal = await screen.findByRole('dialog', { name: editing ? 'Edit template' : 'New template' });
  if (s.matches('submitting')) {
    expect(within(modal).getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    return;
  }
  if (s.matches('succeeded')) {
    await within(modal).findByText(editing ? 'Template saved' : 'Template created');
    return;
  }
  // What was typed is still there, with the messages the model expects.
  expect((within(modal).getByLabelText(/^Template name/) as HTMLInputElement).value).toBe(s.context.values.name);
  for (const [i, task] of s.context.values.tasks.entries()) {
    expect((within(taskGroup(i)).getByLabelText(/^Due, days/) as HTMLInputElement).value).toBe(task.offset);
  }
  for (const message of Object.values(s.context.fieldErrors)) expect(within(modal).getByText(message)).toBeTruthy();
  if (s.context.error)
    expect(within(modal).getAllByRole('alert')[0].textContent).toContain(
      s.context.error === STOPPED_WAITING_MESSAGE ? STOPPED_WAITING_MESSAGE : 'Failed to save template',
    );
}

describe('template editor (generated paths, on screen)', () => {
  testEachPath(
    { machine: templateEditorMachine, paths: paths.covering, coverage: 'templateEditor', onScreen: true },
    async (path) => {
      const create = holdCall('post', extensionPaths.templates);
      const update = holdCall('put', extensionPaths.templates);
      const lists = watchListReads(extensionPaths.templates);
      const app = await renderApp('/templates', { as: 'admin' });
      await screen.findByRole('button', { name: `Edit ${PAYE.name}` });
      const h: Harness = { app, create, update, lists };
      await walkPath(
        path,
        (event, before) => execute(event, h, before),
        async (state, previous, taken) => {
          await expectScreen(state, h, previous);
          expectStored(taken);
        },
      );
    },
    90_000,
  );
});
