import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** The detail modal's table of jobs, once it shows, checked to have the four columns it is read by. */
export async function findDetailTable(dialog: HTMLElement): Promise<HTMLElement> {
  const table = await within(dialog).findByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Job Details', 'Client & Status', 'Tasks & Progress', 'Timeline']);
  return table;
}
