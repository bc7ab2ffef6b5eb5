/**
 * A body that leaves a field out is refused in that field's own words, as when the field is
 * sent empty, never in the schema library's ("Invalid key: …"), and nothing is stored
 * (docs/decisions/011-one-schema-per-request.md).
 */
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/api/paths';
import { extensionPaths } from '../../src/api/extensions';
import { getDb } from '../../mocks/db';
import { envelope, tokenOf } from './api';

describe('a body with a field left out', () => {
  it('gets the first missing field’s own message on a call of the firm’s API, and no job is made', async () => {
    const admin = await tokenOf('admin@example.com');
    const jobs = getDb().jobs.length;
    const answer = await envelope<null>(paths.jobAdd, { token: admin, body: {} });
    expect(answer).toMatchObject({ responseCode: '400', responseDescription: 'Job name is required' });
    expect(getDb().jobs).toHaveLength(jobs);
  });

  it('gets the missing field’s own message in a nested list, on an extension', async () => {
    const admin = await tokenOf('admin@example.com');
    const jobs = getDb().jobs.length;
    const answer = await envelope<null>(extensionPaths.plan, {
      token: admin,
      body: {
        templateId: 1,
        jobDescription: 'PAYE',
        dateIn: '2026-12-01T08:00:00.000Z',
        dateOut: '2026-12-08T17:00:00.000Z',
        jobs: [{ clientId: 1 }],
      },
    });
    expect(answer).toMatchObject({ responseCode: '400', responseDescription: 'Job name is required' });
    expect(answer.responseDescription).not.toMatch(/Invalid key/);
    expect(getDb().jobs).toHaveLength(jobs);
  });
});
