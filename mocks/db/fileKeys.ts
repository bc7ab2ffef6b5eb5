/**
 * What a file link names: a random key of 128 bits, hex (docs/decisions/021-files-served-as-attachments.md).
 * Links are read back to their key to find which tasks and photos carry a file.
 */
import { FILE_PATH_PREFIX } from '../../src/domain/schemas/files';

export const FILE_KEY = /^[0-9a-f]{32}$/;

export function randomFileKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The path of a link (absolute or a path), '' when it is neither. */
function pathOf(link: string): string {
  if (link.startsWith('/')) return link.split(/[?#]/)[0];
  try {
    return new URL(link).pathname;
  } catch {
    return '';
  }
}

/** The file key a link names (`…/mock-files/files/:key/:name`), null when it names none. */
export function fileKeyOf(link: string): string | null {
  const path = pathOf(link);
  if (!path.startsWith(FILE_PATH_PREFIX)) return null;
  const key = path.slice(FILE_PATH_PREFIX.length).split('/')[0];
  return FILE_KEY.test(key) ? key : null;
}
