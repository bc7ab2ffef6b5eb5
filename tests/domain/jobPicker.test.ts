import { describe, expect, it } from 'vitest';
import { jobChoiceLabel, matchingJobs } from '../../src/domain/jobPicker';

const paye = { jobName: 'PAYE November 2026', jobNumber: 'JOB-0012', clientName: 'Lekki Foods Ltd' };
const vat = { jobName: 'VAT November 2026', jobNumber: 'JOB-0013', clientName: 'Ikeja Motors' };

describe('the job picker of Create New Task', () => {
  it('names a job by name, number and client, so two alike are told apart', () => {
    expect(jobChoiceLabel(paye)).toBe('PAYE November 2026 · JOB-0012 · Lekki Foods Ltd');
  });

  it('keeps the jobs holding every word typed, in any case and order, across name, number and client', () => {
    expect(matchingJobs([paye, vat], '')).toEqual([paye, vat]);
    expect(matchingJobs([paye, vat], '  november  ')).toEqual([paye, vat]);
    expect(matchingJobs([paye, vat], 'lekki paye')).toEqual([paye]);
    expect(matchingJobs([paye, vat], 'job-0013')).toEqual([vat]);
    expect(matchingJobs([paye, vat], 'paye ikeja')).toEqual([]);
  });
});
