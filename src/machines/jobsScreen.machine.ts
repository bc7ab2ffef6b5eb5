import { addTaskMachine } from './addTask.machine';
import { createJobMachine, deleteJobMachine, editJobMachine } from './jobForm.machine';
import { jobsListMachine } from './jobsList.machine';
import { repeatJobMachine } from './repeatJob.machine';
import { listScreenMachine } from './screen';

/**
 * The jobs screen: the list and its five modals. Whatever a modal saves (a job created,
 * edited, deleted or repeated, a task added) makes the list read again.
 */
export const jobsScreenMachine = listScreenMachine('jobsScreen', jobsListMachine, {
  createJob: createJobMachine,
  editJob: editJobMachine,
  deleteJob: deleteJobMachine,
  addTask: addTaskMachine,
  repeatJob: repeatJobMachine,
});
