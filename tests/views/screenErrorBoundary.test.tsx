/**
 * A screen that fails to draw (docs/behaviour.md §2 "A screen that fails"): the user sees what
 * happened and a way back; Try again draws it afresh, and another page starts clean.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SCREEN_FAILED_MESSAGE, SCREEN_FAILED_TITLE, ScreenErrorBoundary } from '../../src/views/shell/ScreenErrorBoundary';

let failing = true;
function Fragile({ name }: { name: string }) {
  if (failing) throw new Error('unreadable answer');
  return <p>{name} drawn</p>;
}

function renderAt(place: string) {
  const memory = memoryLocation({ path: place });
  const view = (at: string) => (
    <Router hook={memory.hook}>
      <ScreenErrorBoundary place={at}>
        <Fragile name={at} />
      </ScreenErrorBoundary>
    </Router>
  );
  const result = render(view(place));
  return { moveTo: (at: string) => result.rerender(view(at)) };
}

describe('a screen that fails to draw', () => {
  afterEach(() => {
    failing = true;
    vi.restoreAllMocks();
  });

  it('says so, with Try again and a way to the dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/jobs');
    expect(screen.getByRole('heading', { name: SCREEN_FAILED_TITLE })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(SCREEN_FAILED_MESSAGE);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('/jobs drawn')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: SCREEN_FAILED_TITLE })).toBeNull();
  });

  it('is left behind when the user goes to another page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { moveTo } = renderAt('/jobs');
    expect(screen.getByRole('heading', { name: SCREEN_FAILED_TITLE })).toBeTruthy();
    failing = false;
    moveTo('/clients');
    expect(screen.getByText('/clients drawn')).toBeTruthy();
  });
});
