import { Link } from 'wouter';
import * as styles from './JobNameLink.css';

/**
 * A job's name as the link to its Job Details (docs/behaviour.md §2 Jobs Management): the
 * name is what a person reads and reaches for, so it opens the job, named by its own text.
 */
export function JobNameLink({ job }: { job: { id: number; jobName: string } }) {
  return (
    <Link href={`/jobs/${job.id}`} className={styles.jobNameLink}>
      {job.jobName}
    </Link>
  );
}
