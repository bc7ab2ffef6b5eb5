import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, setup } from 'xstate';
import { Modal } from '../../../src/views/ui/Modal';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../src/views/ui/ConfirmDialog';
import { Button } from '../../../src/views/ui/Button';

function renderModal(props: { busy?: boolean; onClose?: () => void; onStop?: () => void } = {}) {
  const onClose = props.onClose ?? vi.fn();
  render(
    <>
      <button type="button">Behind the dialog</button>
      <Modal
        open
        onClose={onClose}
        title="Edit Job"
        description="Change the job's details."
        busy={props.busy}
        onStop={props.onStop}
        footer={<Button>Save</Button>}
      >
        <label>
          Job name
          <input defaultValue="VAT return" />
        </label>
      </Modal>
    </>,
  );
  return { onClose };
}

describe('Modal', () => {
  it('is a dialog named by its title and described by its description', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Edit Job' });
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe("Change the job's details.");
  });

  it('moves focus inside and keeps Tab within the dialog', async () => {
    const user = userEvent.setup();
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Edit Job' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // Radix hides what is behind the dialog from assistive technology.
    expect(screen.queryByRole('button', { name: 'Behind the dialog' })).toBeNull();
  });

  it('opens on the first field of its body, not on ×', () => {
    renderModal();
    expect(document.activeElement).toBe(screen.getByLabelText('Job name'));
  });

  it('without fields opens on its first control, as before', () => {
    render(
      <Modal open onClose={vi.fn()} title="Delete Job" footer={<Button>Delete</Button>}>
        <p>This cannot be undone.</p>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while busy', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ busy: true });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('dialog', { name: 'Edit Job' }).isConnected).toBe(true);
  });

  it('while busy, Escape and × stop waiting instead of closing; a click outside does neither', async () => {
    const user = userEvent.setup();
    const onStop = vi.fn();
    const { onClose } = renderModal({ busy: true, onStop });
    await user.keyboard('{Escape}');
    expect(onStop).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onStop).toHaveBeenCalledTimes(2);
    fireEvent.pointerDown(document.body);
    expect(onStop).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Job' }).isConnected).toBe(true);
  });
});

describe('Modal with a form (its owner machine)', () => {
  function renderForm(unsaved = true) {
    // The form's machine: saved or not (its state's tag), and what it is told when the modal may go.
    const onClose = vi.fn();
    const form = setup({ types: {} as { events: { type: 'modal.closed' } | { type: 'form.saved' } } }).createMachine({
      initial: 'editing',
      states: { editing: { on: { 'form.saved': 'saved' } }, saved: { tags: ['saved'] } },
      on: { 'modal.closed': { actions: ({ event }) => onClose(event.type) } },
    });
    const owner = createActor(form).start();
    if (!unsaved) owner.send({ type: 'form.saved' });
    render(
      <Modal open owner={owner} title="Create New Job">
        <label>
          Job name
          <input />
        </label>
        <label>
          Description
          <textarea />
        </label>
      </Modal>,
    );
    return { onClose, user: userEvent.setup() };
  }
  const discardQuestion = () => screen.queryByRole('alertdialog', { name: 'Discard your changes?' });

  it('closes at once on Escape when nothing was changed', async () => {
    const { onClose, user } = renderForm();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('modal.closed');
    expect(discardQuestion()).toBeNull();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ])('asks before %s throws typed changes away; Keep Editing keeps them', async (_, leave) => {
    const { onClose, user } = renderForm();
    await user.type(screen.getByLabelText('Job name'), 'Payroll March');
    await leave(user);
    const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(question.textContent).toContain('What you entered in this form has not been saved.');
    // Keeping is where focus lands, so Enter never loses anything.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep Editing' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(discardQuestion()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Job name').value).toBe('Payroll March');
    // Back in the field, so the next keys go on with it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Job name')));
    await user.keyboard(' 2026');
    expect(screen.getByLabelText<HTMLInputElement>('Job name').value).toBe('Payroll March 2026');
  });

  it('opens on its first field', () => {
    renderForm();
    expect(document.activeElement).toBe(screen.getByLabelText('Job name'));
  });

  it('Keep Editing after × goes back to the field last typed in, not the first', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Description'), 'Monthly');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(discardQuestion()).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Description')));
  });

  it('closes once the user chooses Discard', async () => {
    const { onClose, user } = renderForm();
    await user.type(screen.getByLabelText('Job name'), 'x');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not ask once the changes are saved', async () => {
    const { onClose, user } = renderForm(false);
    await user.type(screen.getByLabelText('Job name'), 'x');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(discardQuestion()).toBeNull();
  });
});

/**
 * A ConfirmDialog saying `texts`, its callbacks spies; `busy` shows it waiting on the confirmed
 * action, which it can then stop waiting for.
 */
function renderConfirmDialog(texts: Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'error'>, { busy = false } = {}) {
  const user = userEvent.setup();
  const spies = { onConfirm: vi.fn(), onCancel: vi.fn(), onStop: vi.fn() };
  const waiting = busy ? { busy, onStop: spies.onStop } : {};
  render(<ConfirmDialog open {...texts} onConfirm={spies.onConfirm} onCancel={spies.onCancel} {...waiting} />);
  return { user, ...spies };
}

describe('ConfirmDialog', () => {
  it('confirms and cancels with named buttons', async () => {
    const { user, onConfirm, onCancel } = renderConfirmDialog({
      title: 'Sign Out',
      message: 'Are you sure you want to sign out?',
      confirmLabel: 'Sign Out',
    });
    expect(screen.getByRole('dialog', { name: 'Sign Out' }).textContent).toContain('Are you sure you want to sign out?');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('marks the confirm busy while working; Cancel, Escape and × then stop waiting instead of closing', async () => {
    const { user, onCancel, onStop } = renderConfirmDialog(
      { title: 'Delete Job', message: 'Delete this job?', confirmLabel: 'Delete', error: 'Failed to delete job' },
      { busy: true },
    );
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Failed to delete job');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onStop).toHaveBeenCalledTimes(3);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete Job' })).toBeTruthy();
  });
});
