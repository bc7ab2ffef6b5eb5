import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../../mocks/db';
import { assignMade, makeJob, makeTask, reworkMade, submitMade } from '../../support/factories';
import { renderApp } from '../../support/renderApp';

describe('Job Details', () => {
  it("shows a task's rework count on its card, without opening its details", async () => {
    const job = makeJob();
    const reworked = reworkMade(submitMade(assignMade(makeTask(job), DEMO_IDS.staff)));
    const calm = assignMade(makeTask(job), DEMO_IDS.staff);
    await renderApp(`/jobs/${job.id}`, { as: 'admin' });
    const [item] = await screen.findAllByRole('listitem', { name: reworked.taskName });
    expect(within(item).getByText('Rework: 1')).toBeTruthy();
    const [other] = screen.getAllByRole('listitem', { name: calm.taskName });
    expect(within(other).queryByText(/^Rework: /)).toBeNull();
  });
});
