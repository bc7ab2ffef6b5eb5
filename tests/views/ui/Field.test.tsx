import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '../../../src/views/ui/TextInput';
import { TextArea } from '../../../src/views/ui/TextArea';
import { Checkbox } from '../../../src/views/ui/Checkbox';
import { DateTimeInput } from '../../../src/views/ui/DateTimeInput';

function describedText(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('Field wiring', () => {
  it('labels the control and marks it required without blocking the form', () => {
    render(<TextInput label="Job name" required value="" onChange={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: /Job name/ });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('links the error by aria-describedby and sets aria-invalid', () => {
    render(<TextInput label="Job name" value="ab" onChange={vi.fn()} error="Job name must be at least 3 characters" />);
    const input = screen.getByRole('textbox', { name: 'Job name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toEqual(['Job name must be at least 3 characters']);
  });

  it('links the hint and the error together', () => {
    render(<TextArea label="Description" hint="At least 10 characters" error="Description is required" />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(describedText(area)).toEqual(['At least 10 characters', 'Description is required']);
  });

  it('keeps a given id and passes typing through', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextInput label="Email" id="login-email" type="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).toBe('login-email');
    await user.type(input, 'a');
    expect(onChange).toHaveBeenCalled();
  });

  it('gives the checkbox its label and error', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" onChange={onChange} error="Please confirm" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box)).toEqual(['Please confirm']);
    await user.click(screen.getByText('Remember me'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('renders date and date-time pickers under their labels', () => {
    render(
      <>
        <DateTimeInput label="Start date" mode="date" value="2026-01-01" onChange={vi.fn()} />
        <DateTimeInput label="Task start" value="2026-01-01T09:00" onChange={vi.fn()} error="Please select both start and end dates" />
      </>,
    );
    const date = screen.getByLabelText('Start date');
    const dateTime = screen.getByLabelText('Task start');
    expect(date.getAttribute('type')).toBe('date');
    expect(dateTime.getAttribute('type')).toBe('datetime-local');
    expect(describedText(dateTime)).toEqual(['Please select both start and end dates']);
  });
});
