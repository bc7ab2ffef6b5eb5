/**
 * What a file link names: a random key of 128 bits, hex (docs/decisions/021-files-served-as-attachments.md).
 * Links are read back to their key to find which tasks and photos carry a file.
 */
import { FILE_PATH_PREFIX } from '../../src/domain/schemas/files';
import { createRng } from './prng';

export const FILE_KEY = /^[0-9a-f]{32}$/;

const hex = (bytes: Iterable<number>): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function randomFileKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return hex(bytes);
}

/**
 * The key of the seed's upload `id`: the same on every seed, so demo data stays deterministic
 * (tests/mocks/seed.test.ts). A key is no secret for the demo files; who may read a file is
 * decided by the token and the task (docs/decisions/021-files-served-as-attachments.md).
 */
export function seededFileKey(id: number): string {
  const rng = createRng(Math.imul(id, 0x9e3779b1) ^ 0x5eed);
  return hex(Array.from({ length: 16 }, () => Math.floor(rng.next() * 256)));
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
