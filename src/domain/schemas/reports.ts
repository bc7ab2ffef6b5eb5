/** The report range (docs/behaviour.md §5 "Download Reports"), shared by the form and the mock. */
import * as v from 'valibot';
import { dayField } from './fields';

export const MISSING_DATES_MESSAGE = 'Please select both start and end dates';
export const START_AFTER_END_MESSAGE = 'Start date cannot be after end date';

/** `YYYY-MM-DD` text compares as dates. */
const inOrder = (input: { startDate: string; endDate: string }): boolean => input.startDate <= input.endDate;

/** GET /api/v1/report/get and /excel ?startDate&endDate. */
export const reportRangeSchema = v.pipe(
  v.object({ startDate: dayField(MISSING_DATES_MESSAGE), endDate: dayField(MISSING_DATES_MESSAGE) }, MISSING_DATES_MESSAGE),
  v.forward(v.partialCheck([['startDate'], ['endDate']], inOrder, START_AFTER_END_MESSAGE), ['startDate']),
);
