import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeJob } from '../support/factories';
import { renderApp } from '../support/renderApp';

/** src/app/SessionProvider.tsx useScreenActor: a screen actor follows the address it is shown at. */
describe('a screen whose address names something else', () => {
  it("shows the sign-off record of the job the address names after another job's", async () => {
    const first = makeJob();
    const second = makeJob();
    const app = await renderApp(`/jobs/${first.id}/sign-off`, { as: 'admin' });
    await screen.findByText(`${first.jobName} · ${first.jobNumber}`);
    app.navigate(`/jobs/${second.id}/sign-off`);
    await screen.findByText(`${second.jobName} · ${second.jobNumber}`);
    expect(screen.queryByText(`${first.jobName} · ${first.jobNumber}`)).toBeNull();
    // Back shows the first job's record again.
    app.back();
    await screen.findByText(`${first.jobName} · ${first.jobNumber}`);
  });

  it('keeps a list screen running while its own query string changes', async () => {
    const app = await renderApp('/jobs', { as: 'admin' });
    // The loaded table, not the placeholder rows drawn while the first read is out.
    await screen.findByText(/^Showing \d+ of \d+ jobs$/);
    const region = screen.getByRole('region', { name: 'Jobs' });
    app.navigate('/jobs?page=2');
    await waitFor(() => expect(app.location()).toBe('/jobs?page=2'));
    // The same list, which followed its query string: its region was not drawn anew.
    expect(screen.getByRole('region', { name: 'Jobs' })).toBe(region);
  });
});
