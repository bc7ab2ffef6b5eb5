/**
 * Which file links the mock takes, and who may read a stored file
 * (docs/behaviour.md §7 "Files", docs/decisions/021-files-served-as-attachments.md).
 * The shared schema has already refused anything but http(s) links and file-service paths;
 * here the host is checked against the mock's own origin, which only the server knows.
 */
import { FILE_LINK_MESSAGE, FILE_PATH_PREFIX } from '../../src/domain/schemas/files';
import { PHOTO_LINK_INVALID, PLACEHOLDER_PHOTO_URL } from '../../src/domain/schemas/people';
import { isImageType } from '../../src/domain/fileTypes';
import { fileKeyOf } from '../db/fileKeys';
import type { Db, UploadRecord, UserRecord } from '../db/schema';
import { refused } from './http';
import { mayRead } from './scope';

/** A link to a file this file service serves: a path under it, or an address on the request's own origin. */
export function isOwnFileLink(link: string, origin: string): boolean {
  if (link.startsWith(FILE_PATH_PREFIX)) return true;
  try {
    const url = new URL(link);
    return url.origin === origin && url.pathname.startsWith(FILE_PATH_PREFIX);
  } catch {
    return false;
  }
}

/** The refusal of a task's or a submission's files when one of them lives elsewhere; null when all are ours. */
export function foreignFiles(files: ReadonlyArray<{ url: string }>, origin: string): Response | null {
  return files.every((file) => isOwnFileLink(file.url, origin)) ? null : refused(FILE_LINK_MESSAGE);
}

/** The refusal of a photo link that is neither empty, the default picture, nor one of our files. */
export function foreignPhoto(imageUrl: string, origin: string): Response | null {
  return imageUrl === '' || imageUrl === PLACEHOLDER_PHOTO_URL || isOwnFileLink(imageUrl, origin) ? null : refused(PHOTO_LINK_INVALID);
}

const names = (link: string, upload: UploadRecord): boolean => fileKeyOf(link) === upload.key;

/**
 * A user's photo is drawn by `<img>`, which carries no token: an image that an account's photo
 * links is served to anyone holding its unguessable link. Anything else is not a photo.
 */
export function isPublicPhoto(db: Db, upload: UploadRecord, contentType: string): boolean {
  return isImageType(contentType) && db.users.some((user) => !user.deleted && names(user.imageUrl, upload));
}

/**
 * Who reads a stored file: whoever may read a task that carries it (Staff: the tasks they are
 * the assignee or a reviewer of; admins: all, mocks/handlers/scope.ts); a file no task carries
 * yet only its uploader.
 */
export function mayReadUpload(db: Db, upload: UploadRecord, user: UserRecord): boolean {
  const carriers = db.tasks.filter((task) => task.files.some((file) => names(file.url, upload)));
  if (carriers.length === 0) return upload.uploadedBy === user.id;
  return carriers.some((task) => mayRead(task, user));
}
