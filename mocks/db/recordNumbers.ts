/** The numbers people quote for a job or a task, made from its id: JOB-00042, TSK-000317. */
export const jobNumberOf = (id: number): string => `JOB-${String(id).padStart(5, '0')}`;

export const taskNumberOf = (id: number): string => `TSK-${String(id).padStart(6, '0')}`;
