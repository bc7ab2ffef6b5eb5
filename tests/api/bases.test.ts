import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { envelope, signIn } from './helpers';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The bases are read from the environment when the client module loads. */
async function loadWithBases() {
  vi.stubEnv('VITE_API_BASE_URL', 'https://api.firm.test');
  vi.stubEnv('VITE_DASHBOARD_API_BASE_URL', 'https://dash.firm.test');
  vi.resetModules();
  const [dashboard, jobs, client] = await Promise.all([
    import('../../src/api/dashboard'),
    import('../../src/api/jobs'),
    import('../../src/api/client'),
  ]);
  return { ...dashboard, ...jobs, isMockMode: client.isMockMode };
}

describe('base addresses', () => {
  it('dashboard calls go to the dashboard base, the rest to the general base', async () => {
    signIn();
    const hosts: Record<string, string> = {};
    server.use(
      http.get('*/api/v1/home', ({ request }) => {
        hosts.home = new URL(request.url).host;
        return HttpResponse.json(envelope('OK', { todayJob: [], todayTask: [] }));
      }),
      http.get('*/api/v1/home/detailed', ({ request }) => {
        hosts.detailed = new URL(request.url).host;
        return HttpResponse.json(envelope('OK', { overDuetasks: [], onGoingTasks: [], tasksInReview: [], tasksToReview: [] }));
      }),
      http.get('*/api/v1/task', ({ request }) => {
        hosts.details = new URL(request.url).host;
        return HttpResponse.json(envelope('OK', { job: {}, taskList: [] }));
      }),
    );
    const api = await loadWithBases();
    expect(api.isMockMode).toBe(false);
    await api.fetchDashboard(1);
    await api.fetchDashboardDetails(1);
    await api.fetchJobDetails(2);
    expect(hosts).toEqual({ home: 'dash.firm.test', detailed: 'dash.firm.test', details: 'api.firm.test' });
  });
});
