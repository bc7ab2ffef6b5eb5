/** The files sent with a task or a submission: a link and a name each (docs/behaviour.md §5). */
import * as v from 'valibot';
import { MAX_LENGTH, textField } from './fields';

export const FILE_LIST_MESSAGE = 'Each file needs a name and a link';

/** A file sent with a task: its link and name. */
export const fileRefSchema = v.object(
  {
    url: textField(FILE_LIST_MESSAGE, { length: MAX_LENGTH.url, message: FILE_LIST_MESSAGE }),
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
