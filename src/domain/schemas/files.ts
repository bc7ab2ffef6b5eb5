/** The files sent with a task or a submission: a link and a name each (docs/behaviour.md §5). */
import * as v from 'valibot';
import { MAX_LENGTH, textField } from './fields';

export const FILE_LIST_MESSAGE = 'Each file needs a name and a link';
export const FILE_LINK_MESSAGE = 'Each file must be a link to a file uploaded here';

/** Where the file service serves a stored file: `/mock-files/files/:key/:name` (mocks/db/views.ts uploadPath). */
export const FILE_PATH_PREFIX = '/mock-files/files/';

/**
 * The shape every file link has, here and on the server: an `http:` or `https:` address
 * without a user name or password, or a path on the file service itself (the seed's links).
 * `javascript:`, `data:`, `//host/...` and the like are refused. Which host is the file
 * service is known only where the link is received (the mock checks its own origin,
 * mocks/handlers/fileLinks.ts): docs/decisions/021-files-served-as-attachments.md.
 */
export function isWebLink(link: string): boolean {
  if (link.startsWith(FILE_PATH_PREFIX)) return true;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
}

/** A file sent with a task: its link and name. */
export const fileRefSchema = v.object(
  {
    url: v.pipe(
      textField(FILE_LIST_MESSAGE, { length: MAX_LENGTH.url, message: FILE_LIST_MESSAGE }),
      v.check(isWebLink, FILE_LINK_MESSAGE),
    ),
    fileName: textField(FILE_LIST_MESSAGE, { length: MAX_LENGTH.fileName, message: FILE_LIST_MESSAGE }),
  },
  FILE_LIST_MESSAGE,
);

/** Our decision: at most 20 files go with one task or one submission. */
export const MAX_FILES = 20;

export const fileListSchema = v.pipe(
  v.array(fileRefSchema, FILE_LIST_MESSAGE),
  v.maxLength(MAX_FILES, `At most ${MAX_FILES} files can be attached at once`),
);
