/**
 * The firm activity log (docs/api-extensions.md `activity-log`): admins read it a page at a time,
 * newest first, with filters. It is only ever read here: entries are added by every write
 * (mocks/db/activityLog.ts) and no call changes or removes one.
 */
import { extensionPaths } from '../../src/api/extensions';
import type { ActivityEntry } from '../../src/domain/activity';
import { activityQuerySchema, type ActivityQueryInput } from '../../src/domain/schemas/activity';
import type { ActivityRecord, Db } from '../db/schema';
import { fullName } from '../db/views';
import { envelope, paginate, queryRoute } from './http';

/** Whether an entry passes every filter that is set (0 or absent: all); days compare with the entry's UTC day. */
function selected(entry: ActivityRecord, query: ActivityQueryInput): boolean {
  const day = entry.at.slice(0, 10);
  return (
    (!query.userId || entry.actorId === query.userId) &&
    (!query.clientId || entry.clientId === query.clientId) &&
    (!query.jobId || entry.jobId === query.jobId) &&
    (!query.kind || entry.kind === query.kind) &&
    (!query.from || day >= query.from) &&
    (!query.to || day <= query.to)
  );
}

/** An entry as the log answers it: names beside the ids, each changed field with its value before and after. */
function toEntry(db: Db, entry: ActivityRecord): ActivityEntry {
  const actor = entry.actorId === null ? undefined : db.users.find((user) => user.id === entry.actorId);
  const fields = Object.keys(entry.after ?? entry.before ?? {});
  return {
    id: entry.id,
    at: entry.at,
    userId: entry.actorId,
    userName: fullName(actor),
    kind: entry.kind,
    recordId: entry.recordId,
    recordName: entry.label,
    clientId: entry.clientId,
    clientName: db.clients.find((client) => client.id === entry.clientId)?.clientName ?? '',
    jobId: entry.jobId,
    jobName: db.jobs.find((job) => job.id === entry.jobId)?.jobName ?? '',
    action: entry.action,
    changes: fields.map((field) => ({ field, before: entry.before?.[field] ?? null, after: entry.after?.[field] ?? null })),
    hidden: [...entry.hidden],
  };
}

export const activityHandlers = [
  queryRoute('get', extensionPaths.activity, 'admin', activityQuerySchema, ({ db }, query) => {
    const newestFirst = db.activity.filter((entry) => selected(entry, query)).reverse();
    const page = paginate(newestFirst, query.pageNumber, query.pageSize);
    return envelope({ ...page, items: page.items.map((entry) => toEntry(db, entry)) });
  }),
];
