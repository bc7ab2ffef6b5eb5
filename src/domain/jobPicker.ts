import type { Job } from '../api/types';

/** docs/behaviour.md §2 Dashboard: how many unfinished jobs the job picker reads at once. */
export const JOB_PICKER_SIZE = 100;

/** The prompt of an admin's Create New Task (docs/behaviour.md §2 Dashboard). */
export const CHOOSE_JOB_PROMPT = 'Choose the job to add a task to';

/** How a job reads in the picker: its name, number and client, so two alike are told apart. */
export function jobChoiceLabel(job: Pick<Job, 'jobName' | 'jobNumber' | 'clientName'>): string {
  return `${job.jobName} · ${job.jobNumber} · ${job.clientName}`;
}

/** The jobs whose name, number or client contains every word typed, case aside. */
export function matchingJobs<J extends Pick<Job, 'jobName' | 'jobNumber' | 'clientName'>>(jobs: readonly J[], text: string): J[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    const label = jobChoiceLabel(job).toLowerCase();
    return words.every((word) => label.includes(word));
  });
}
