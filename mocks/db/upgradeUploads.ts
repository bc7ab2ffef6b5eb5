/**
 * Demo data stored before file links named a random key (uploads numbered 1, 2, 3… and linked
 * as /mock-files/files/:id/:name) is brought up to date when it is read: each upload gets a
 * key and an unknown uploader, and every task file and photo that linked it by number links it
 * by key (docs/decisions/021-files-served-as-attachments.md). Anything it does not recognise
 * is left for the strict check (validate.ts) to report. upgrade.ts runs it after the others.
 */
import { FILE_PATH_PREFIX } from '../../src/domain/schemas/files';
import { randomFileKey } from './fileKeys';
import type { TableName } from './validate';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows an upgrade changed, to be written back once. */
export interface Upgrade {
  value: unknown;
  changed: Array<{ table: TableName; id: number }>;
}

const NUMBERED_LINK = /^(.*?\/mock-files\/files\/)(\d+)(\/.*)$/;

/** A link that named an upload by number, pointed at its key; anything else unchanged. */
function relinked(link: unknown, keys: Map<number, string>): unknown {
  if (typeof link !== 'string' || !link.includes(FILE_PATH_PREFIX)) return link;
  const match = NUMBERED_LINK.exec(link);
  const key = match ? keys.get(Number(match[2])) : undefined;
  return match && key ? `${match[1]}${key}${match[3]}` : link;
}

export function upgradeUploads(value: unknown): Upgrade {
  if (!isObject(value) || !Array.isArray(value.uploads) || !Array.isArray(value.tasks) || !Array.isArray(value.users)) {
    return { value, changed: [] };
  }
  const keys = new Map<number, string>();
  const changed: Upgrade['changed'] = [];
  const uploads = value.uploads.map((upload: unknown) => {
    if (!isObject(upload) || 'key' in upload || typeof upload.id !== 'number') return upload;
    const key = randomFileKey();
    keys.set(upload.id, key);
    changed.push({ table: 'uploads', id: upload.id });
    return { ...upload, key, uploadedBy: null };
  });
  if (keys.size === 0) return { value, changed };
  const tasks = value.tasks.map((task: unknown) => {
    if (!isObject(task) || !Array.isArray(task.files) || typeof task.id !== 'number') return task;
    const files = task.files.map((file: unknown) => (isObject(file) ? { ...file, url: relinked(file.url, keys) } : file));
    if (JSON.stringify(files) === JSON.stringify(task.files)) return task;
    changed.push({ table: 'tasks', id: task.id });
    return { ...task, files };
  });
  const users = value.users.map((user: unknown) => {
    if (!isObject(user) || typeof user.id !== 'number') return user;
    const imageUrl = relinked(user.imageUrl, keys);
    if (imageUrl === user.imageUrl) return user;
    changed.push({ table: 'users', id: user.id });
    return { ...user, imageUrl };
  });
  return { value: { ...value, uploads, tasks, users }, changed };
}
