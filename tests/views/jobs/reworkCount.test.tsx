import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../mocks/db';
import { renderApp } from '../../support/renderApp';

describe('Job Details', () => {
  it("shows a task's rework count on its card, without opening its details", async () => {
    const db = getDb();
    const reworked = db.tasks.find((t) => t.reworkCount > 0)!;
    const calm = db.tasks.find((t) => t.jobId === reworked.jobId && t.reworkCount === 0);
    await renderApp(`/jobs/${reworked.jobId}`, { as: 'admin' });
    const items = await screen.findAllByRole('listitem', { name: reworked.taskName });
    expect(items.some((item) => within(item).queryByText(`Rework: ${reworked.reworkCount}`) !== null)).toBe(true);
    if (calm) {
      const others = screen.getAllByRole('listitem', { name: calm.taskName });
      expect(others.some((item) => within(item).queryByText(/^Rework: /) === null)).toBe(true);
    }
  });
});
