import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, type SelectOption } from '../../../src/views/ui/Select';

const statuses: SelectOption[] = [
  { value: '', label: 'All statuses' },
  { value: '1', label: 'Active' },
  { value: '2', label: 'Done' },
  { value: '3', label: 'Verified' },
];

function Harness({ initial, options, onChange }: { initial: string; options: SelectOption[]; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Select
      label="Status"
      value={value}
      options={options}
      placeholder="Choose a status"
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its label', () => {
    render(<Harness initial="1" options={statuses} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Active');
  });

  it('is chosen with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="1" options={statuses} onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Status' }));
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('3');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Verified');
  });

  it("maps the empty 'all' option to an empty string both ways", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="" options={statuses} onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger.textContent).toContain('All statuses');
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('1');
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(trigger.textContent).toContain('All statuses');
  });

  it('shows the placeholder when nothing is chosen and there is no empty option', () => {
    render(<Harness initial="" options={statuses.slice(1)} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Choose a status');
  });

  it('links its error and cannot open while disabled', async () => {
    const user = userEvent.setup();
    render(<Select label="Client" value="" options={statuses.slice(1)} onValueChange={vi.fn()} error="Client is required" disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Client' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    const describedBy = trigger.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Client is required');
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  // Until it is reached, a select draws only its chosen option (decision 102): each of these
  // holds on a select nobody has touched yet.
  it('follows a value chosen elsewhere before it is ever reached', () => {
    const { rerender } = render(<Select label="Status" value="1" options={statuses} onValueChange={vi.fn()} />);
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger.textContent).toContain('Active');
    rerender(<Select label="Status" value="3" options={statuses} onValueChange={vi.fn()} />);
    expect(trigger.textContent).toContain('Verified');
  });

  it('picks by typing on the closed select once it has the focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="1" options={statuses} onChange={onChange} />);
    await user.tab();
    await user.keyboard('v');
    expect(onChange).toHaveBeenLastCalledWith('3');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Verified');
  });

  it('offers every option when opened with the pointer', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1" options={statuses} onChange={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(statuses.length);
    for (const { label } of statuses) expect(within(listbox).getByRole('option', { name: label })).toBeTruthy();
  });
});
