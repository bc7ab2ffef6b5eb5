/**
 * The query of the activity log (docs/api-extensions.md `activity-log`), read by the mock
 * backend: ids of a person, client and job (0 or absent: all), a kind, and a date range of days.
 */
import * as v from 'valibot';
import { ACTIVITY_KINDS } from '../activity';
import { dayField, filterQuery, idQuery } from './fields';
import { FILTER_MESSAGE, MAX_PAGE_SIZE, PAGE_MESSAGE, SEARCH_RANGE_MESSAGE } from './queries';

export const KIND_MESSAGE = `Kind must be one of: ${ACTIVITY_KINDS.join(', ')}`;
export const DAY_MESSAGE = 'From and To must be real days written YYYY-MM-DD';

export const activityQuerySchema = v.pipe(
  v.object({
    pageNumber: v.optional(idQuery(PAGE_MESSAGE), '1'),
    pageSize: v.optional(v.pipe(idQuery(PAGE_MESSAGE), v.maxValue(MAX_PAGE_SIZE, PAGE_MESSAGE)), '10'),
    userId: v.optional(filterQuery(FILTER_MESSAGE)),
    clientId: v.optional(filterQuery(FILTER_MESSAGE)),
    jobId: v.optional(filterQuery(FILTER_MESSAGE)),
    kind: v.optional(v.picklist(ACTIVITY_KINDS, KIND_MESSAGE)),
    from: v.optional(dayField(DAY_MESSAGE)),
    to: v.optional(dayField(DAY_MESSAGE)),
  }),
  v.check((query) => !query.from || !query.to || query.from <= query.to, SEARCH_RANGE_MESSAGE),
);

export type ActivityQueryInput = v.InferOutput<typeof activityQuerySchema>;
