import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '../../../src/views/ui/Pagination';

function pageNumbers(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Jobs pages' });
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent ?? '');
}

describe('Pagination', () => {
  it('shows at most 5 numbers centred on the current page, with aria-current on it', () => {
    render(<Pagination page={6} totalPages={12} onPageChange={vi.fn()} label="Jobs pages" />);
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
    const current = screen.getByRole('button', { name: 'Page 6' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 5' }).hasAttribute('aria-current')).toBe(false);
  });

  it('shows a radius window either side when asked (My Jobs)', () => {
    render(<Pagination page={1} totalPages={12} radius={2} onPageChange={vi.fn()} label="Jobs pages" />);
    expect(pageNumbers()).toEqual(['1', '2', '3']);
  });

  it('disables first and previous on the first page', () => {
    render(<Pagination page={1} totalPages={3} onPageChange={vi.fn()} label="Jobs pages" />);
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', false);
  });

  it('disables next and last on the last page', () => {
    render(<Pagination page={3} totalPages={3} onPageChange={vi.fn()} label="Jobs pages" />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'First page' })).toHaveProperty('disabled', false);
  });

  it('asks for first, previous, a number, next and last', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={9} onPageChange={onPageChange} label="Jobs pages" />);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([1, 4, 7, 6, 9]);
  });

  it('does not ask again for the page already shown, and works from the keyboard', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={4} onPageChange={onPageChange} label="Jobs pages" />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Page 3' }).focus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('hides with a single page when asked, and with no pages', () => {
    const { rerender } = render(<Pagination page={1} totalPages={1} hideWhenSinglePage onPageChange={vi.fn()} label="Jobs pages" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pagination page={1} totalPages={0} onPageChange={vi.fn()} label="Jobs pages" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pagination page={1} totalPages={1} onPageChange={vi.fn()} label="Jobs pages" />);
    expect(pageNumbers()).toEqual(['1']);
  });
});
