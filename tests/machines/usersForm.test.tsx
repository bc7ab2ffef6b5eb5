/**
 * Model-based tests of the user form: paths generated from the user form machine, walked
 * through the Users screen's create and edit modal against the mock backend, with the option
 * lists, the photo upload and the save held until the path decides their answers.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import type { User } from '../../src/api/types';
import { paths as apiPaths } from '../../src/api/paths';
import {
  PLACEHOLDER_PHOTO_URL,
  emptyUserValues,
  userFullName,
  userToValues,
  validateUser,
  type UserFormValues,
} from '../../src/domain/users';
import { userFormMachine, type UserFormOptions } from '../../src/machines/userForm.machine';
import { getDb } from '../../mocks/db/store';
import { toUser } from '../../mocks/db/views';
import { holdCall, type HeldCall, type QueuedHeldCall } from '../support/server';
import { stopWaiting } from '../support/modals';
import { closeFormModal, expectFormModalClosed, waitOutSuccess, watchListReads, type ListRereads } from '../support/listRereads';
import { STOPPED_WAITING_MESSAGE } from '../../src/machines/formModal.machine';
import { renderApp, type RenderedApp } from '../support/renderApp';
import { formModalLook, everyAndCovering, type ModelEvent, callOutcomes } from '../support/paths';
import { testEachPathOnMachine } from '../support/machineWalk';
import { replaceText } from '../support/fill';
import { makeUser } from '../support/factories';
import { testEachPath, walkPath } from '../support/walk';
import { storedLink } from '../support/uploads';
import { writeSearchedListAddress } from '../../src/domain/listAddress';

type FormSnapshot = SnapshotFrom<typeof userFormMachine>;

const db = getDb();
const OPTIONS: UserFormOptions = {
  userTypes: db.userTypes.map((o) => ({ value: o.id, label: o.name })),
  jobTypes: db.jobTypes.map((o) => ({ value: o.id, label: o.name })),
  positions: db.positions.map((o) => ({ value: o.id, label: o.name })),
};
/** The account edited: one the test makes (again in each test, with the same id), not a seeded one. */
const SUBJECT: User = toUser(db, makeUser());
const SUBJECT_NAME = userFullName(SUBJECT);

const NEW_USER: UserFormValues = {
  firstName: ' Amaka ',
  lastName: 'Eze',
  email: 'Amaka.Eze@Firm.NG',
  phoneNumber: '+234 (803) 555-0199',
  userType: '1',
  jobTypeId: '2',
  positionId: '5',
  imageUrl: '',
  handoverReviewerId: '',
};
const NEW_EMAIL = 'amaka.eze@firm.ng';

const TEXT_LABELS = { firstName: 'First name', lastName: 'Last name', email: 'Email address', phoneNumber: 'Phone number' } as const;
const PICKERS = {
  userType: ['User type', OPTIONS.userTypes],
  jobTypeId: ['Job type', OPTIONS.jobTypes],
  positionId: ['Position', OPTIONS.positions],
} as const;

const goodPhoto = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', { type: 'image/png' });
const notAnImage = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

const LOAD_ID = 'prepare';
/** The photo's upload fails: the user is saved with the placeholder photo. */
const WITHOUT_PHOTO = 'without the photo';
const AFTER = userFormMachine.root.states.succeeded.after[0].eventType;

const serialize = (s: FormSnapshot) =>
  JSON.stringify([
    ...formModalLook(s),
    s.context.files.length > 0,
    s.context.fieldErrors.files ?? null,
    s.context.prepared !== null,
    s.context.stored !== null,
  ]);

/** The pickers could not be read: the form takes input but cannot be sent. */
const optionsFailed = (s: FormSnapshot) => s.matches('editing') && s.context.prepared === null;
/** A chosen photo is on its way to the file service. */
const photoWaiting = (s: FormSnapshot) => s.context.files.length > 0 && s.context.stored === null;

const isValid = (values: UserFormValues) => Object.keys(validateUser(values)).length === 0;

/** The events the modal offers; photos are tried only on otherwise valid forms. */
function formEvents(s: FormSnapshot): ModelEvent[] {
  if (s.matches('closed'))
    return [
      { type: 'modal.opened', values: emptyUserValues, subject: null },
      { type: 'modal.opened', values: userToValues(SUBJECT), subject: SUBJECT },
    ];
  // Editing a user is walked along its main road; the form's branches are explored on create.
  const editing = s.context.subject !== null;
  if (s.matches('preparing')) {
    if (editing) return [{ type: `xstate.done.actor.${LOAD_ID}`, output: OPTIONS }];
    return [
      { type: `xstate.done.actor.${LOAD_ID}`, output: OPTIONS },
      { type: `xstate.error.actor.${LOAD_ID}`, error: new Error('500') },
      { type: 'modal.closed' },
    ];
  }
  if (optionsFailed(s)) {
    const events: ModelEvent[] = [{ type: 'modal.closed' }];
    if (s.context.values.lastName !== 'Eze') events.push({ type: 'fields.changed', patch: { lastName: 'Eze' } });
    return events;
  }
  if (s.matches('editing')) {
    const { values, fieldErrors, error } = s.context;
    const photo = s.context.files.length > 0;
    const photoError = fieldErrors.files;
    const events: ModelEvent[] = [{ type: 'form.submitted' }, { type: 'modal.closed' }];
    if (editing) return events;
    if (!photo && !photoError && !error) {
      if (values.lastName === '') events.push({ type: 'fields.changed', patch: NEW_USER });
      else if (isValid(values)) events.push({ type: 'fields.changed', patch: { firstName: 'A' } });
      else events.push({ type: 'fields.changed', patch: { firstName: s.context.subject ? SUBJECT.firstName : NEW_USER.firstName } });
    }
    if (isValid(values) && !error && Object.keys(s.context.fieldErrors).length === 0) {
      if (!photo && !photoError)
        events.push(
          { type: 'files.chosen', files: [goodPhoto], label: goodPhoto.name },
          { type: 'files.chosen', files: [notAnImage], label: notAnImage.name },
        );
    }
    return events;
  }
  if (s.matches('submitting') && photoWaiting(s))
    return [
      { type: 'files.stored', files: [{ url: storedLink('me.png'), fileName: 'me.png' }] },
      { type: 'xstate.done.actor.save', output: undefined, label: WITHOUT_PHOTO },
      { type: 'submission.cancelled' },
    ];
  if (s.matches('submitting')) return callOutcomes('save', undefined);
  return [{ type: AFTER }, { type: 'modal.closed' }];
}

const formPaths = everyAndCovering(userFormMachine, { events: formEvents, serialize: serialize });

const isUpload = (request: Request) => new URL(request.url).pathname.startsWith('/mock-files/');
const isSave = (request: Request) => request.method === 'POST' && !isUpload(request);

testEachPathOnMachine({
  machine: userFormMachine,
  paths: formPaths.every,
  coverage: 'userForm',
  look: serialize,
  prepare: () => expect(makeUser().id).toBe(SUBJECT.id),
  calls: { save: isSave },
  execute: async (event, _before, { backend }) => {
    // The photo is stored by the file service, or its upload fails and the user is saved without it.
    if (event.type === 'files.stored') return backend.passOne(isUpload);
    if (event.type !== 'xstate.done.actor.save' || event.label !== WITHOUT_PHOTO) return false;
    return (await backend.failOne(isUpload)) && backend.passOne(isSave);
  },
});

interface Harness {
  app: RenderedApp;
  userTypes: HeldCall;
  jobTypes: HeldCall;
  positions: HeldCall;
  upload: QueuedHeldCall;
  create: QueuedHeldCall;
  update: QueuedHeldCall;
  lists: ListRereads;
  uploadFailed: boolean;
}

async function choose(h: Harness, label: string, option: string): Promise<void> {
  const trigger = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  trigger.focus();
  await h.app.user.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  await h.app.user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function execute(event: ModelEvent, before: FormSnapshot, h: Harness): Promise<void> {
  const { user } = h.app;
  const dialog = () => screen.getByRole('dialog');
  switch (event.type) {
    case 'modal.opened':
      await user.click(screen.getByRole('button', { name: event.subject ? `Edit ${SUBJECT_NAME}` : 'Add User' }));
      await screen.findByRole('dialog');
      return;
    case `xstate.done.actor.${LOAD_ID}`:
      await h.userTypes.passThrough();
      await h.jobTypes.passThrough();
      await h.positions.passThrough();
      return;
    case `xstate.error.actor.${LOAD_ID}`:
      await h.userTypes.fail(500);
      await h.jobTypes.passThrough();
      await h.positions.passThrough();
      return;
    case 'fields.changed':
      for (const [field, value] of Object.entries(event.patch as Partial<UserFormValues>)) {
        if (field in TEXT_LABELS) {
          await replaceText(user, within(dialog()).getByLabelText(new RegExp(`^${TEXT_LABELS[field as keyof typeof TEXT_LABELS]}`)), value);
        } else if (field in PICKERS && value) {
          const [label, options] = PICKERS[field as keyof typeof PICKERS];
          await choose(h, label, options.find((o) => String(o.value) === value)!.label);
        }
      }
      return;
    case 'files.chosen': {
      // A file picker filtered to images can still hand over another file (drag and drop, "All files").
      const picker = userEvent.setup({ applyAccept: false });
      await picker.upload(within(dialog()).getByLabelText(/^Photo/), (event.files as File[])[0]);
      return;
    }
    case 'form.submitted':
      await user.click(within(dialog()).getByRole('button', { name: before.context.subject ? 'Update User' : 'Create User' }));
      return;
    case 'files.stored':
      await h.upload.passThrough();
      return;
    case 'xstate.done.actor.save':
      if (event.label === WITHOUT_PHOTO) {
        h.uploadFailed = true;
        await h.upload.fail(500);
      }
      await (before.context.subject ? h.update : h.create).passThrough();
      return;
    case 'xstate.error.actor.save':
      await (before.context.subject ? h.update : h.create).fail(500);
      return;
    case 'submission.cancelled':
      await stopWaiting(user, photoWaiting(before) ? h.upload : before.context.subject ? h.update : h.create, 'Close');
      return;
    case 'modal.closed':
      await closeFormModal(user, before.matches('succeeded'), h.lists);
      return;
    case AFTER:
      await waitOutSuccess(h.lists);
      return;
  }
}

async function expectScreen(s: FormSnapshot, previous: FormSnapshot | null, h: Harness): Promise<void> {
  if (s.matches('closed')) {
    await expectFormModalClosed(previous?.matches('succeeded') ?? false, h.lists);
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: s.context.subject ? 'Edit User' : 'Add New User' });
  if (s.matches('preparing')) {
    await waitFor(() => expect(within(dialog).getByText('Loading form data...')).toBeTruthy());
    return;
  }
  if (s.matches('submitting') && photoWaiting(s)) {
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Uploading photo...' })).toHaveProperty('disabled', true));
    return;
  }
  if (s.matches('submitting')) {
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true));
    return;
  }
  if (s.matches('succeeded')) {
    await within(dialog).findByText(s.context.subject ? 'User updated successfully' : 'User created successfully');
    if (!s.context.subject) {
      const created = getDb().users.find((u) => u.email === NEW_EMAIL);
      expect(created?.firstName).toBe('Amaka');
      const body = (await h.lists.requests.find((r) => r.url.pathname === apiPaths.userCreate)?.body) as { id: number } | undefined;
      expect(body?.id).toBe(0);
      if (h.uploadFailed) expect(created?.imageUrl).toBe(PLACEHOLDER_PHOTO_URL);
      else if (previous?.context.stored) expect(created?.imageUrl).toMatch(/\/mock-files\/files\/[0-9a-f]{32}\/me\.png$/);
    }
    return;
  }
  // Editing, or the option lists failed: what was typed is kept, with the expected messages.
  // Drawn once the machine's change has rendered (a busy machine renders later).
  await waitFor(() => {
    for (const [field, label] of Object.entries(TEXT_LABELS)) {
      const input = within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
      expect(input.value).toBe(s.context.values[field as keyof typeof TEXT_LABELS]);
    }
    for (const [field, [label, options]] of Object.entries(PICKERS)) {
      const chosen = options.find((o) => String(o.value) === s.context.values[field as keyof typeof PICKERS]);
      const trigger = within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) });
      if (chosen && !optionsFailed(s)) expect(trigger.textContent).toContain(chosen.label);
    }
    for (const message of Object.values(s.context.fieldErrors)) expect(within(dialog).getByText(message)).toBeTruthy();
    if (s.context.fieldErrors.files) expect(within(dialog).getByText(s.context.fieldErrors.files)).toBeTruthy();
    expect(within(dialog).getByText('JPG, PNG, GIF (under 5MB)')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: s.context.subject ? 'Update User' : 'Create User' });
    if (optionsFailed(s)) {
      expect(within(dialog).getByRole('alert').textContent).toBe('Failed to load form data. Please refresh and try again.');
      expect(submit).toHaveProperty('disabled', true);
    } else if (s.context.error) {
      expect(within(dialog).getByRole('alert').textContent).toBe(
        s.context.error === STOPPED_WAITING_MESSAGE ? STOPPED_WAITING_MESSAGE : 'Failed to create or update user',
      );
    } else {
      expect(within(dialog).queryByRole('alert')).toBeNull();
    }
  });
}

describe('user form (generated paths)', () => {
  it('generates a sane number of paths', () => expect(formPaths.every.length).toBeLessThan(120));

  testEachPath(
    { machine: userFormMachine, paths: formPaths.covering, coverage: 'userForm', onScreen: true },
    async (path) => {
      expect(makeUser().id).toBe(SUBJECT.id);
      const h: Harness = {
        userTypes: holdCall('get', apiPaths.dropdownUserTypes),
        jobTypes: holdCall('get', apiPaths.dropdownJobTypes),
        positions: holdCall('get', apiPaths.dropdownPositions),
        upload: holdCall('post', '/mock-files/:kind/upload'),
        create: holdCall('post', apiPaths.userCreate),
        update: holdCall('post', apiPaths.userUpdate),
        lists: watchListReads(apiPaths.users),
        uploadFailed: false,
        app: await renderApp(`/users?${writeSearchedListAddress({ search: SUBJECT.lastName, page: 1 })}`, { as: 'admin' }),
      };
      await screen.findByRole('button', { name: `Edit ${SUBJECT_NAME}` });
      await walkPath(
        path,
        (event, before) => execute(event, before, h),
        (state, before) => expectScreen(state, before, h),
      );
    },
    60_000,
  );
});
