import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../../src/views/ui/Modal';
import { ConfirmDialog } from '../../../src/views/ui/ConfirmDialog';
import { Button } from '../../../src/views/ui/Button';

function renderModal(props: { busy?: boolean; onClose?: () => void } = {}) {
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
});

describe('ConfirmDialog', () => {
  it('confirms and cancels with named buttons', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="Sign Out" message="Are you sure you want to sign out?" confirmLabel="Sign Out" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByRole('dialog', { name: 'Sign Out' }).textContent).toContain('Are you sure you want to sign out?');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons and marks the confirm busy while working, and shows a failure', () => {
    render(
      <ConfirmDialog open busy title="Delete Job" message="Delete this job?" confirmLabel="Delete" error="Failed to delete job" onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toContain('Failed to delete job');
  });
});
