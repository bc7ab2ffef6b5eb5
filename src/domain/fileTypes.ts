/**
 * What a stored file is served as (docs/behaviour.md §7 "Files"): its content type comes from
 * an allow-list checked against the file's first bytes, never from what the uploader claimed;
 * anything else is `application/octet-stream`. Also the safe stored name and the RFC 6266 /
 * RFC 5987 `Content-Disposition` that carries any Unicode name and cannot take extra parameters.
 * Pure, so the mock's file service and the tests share one rule
 * (docs/decisions/021-files-served-as-attachments.md).
 */

export const OCTET_STREAM = 'application/octet-stream';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  zip: 'application/zip',
  csv: 'text/csv; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

/** The image types a photo or `/image/upload` may be: never SVG, which can carry script. */
export const IMAGE_TYPES: readonly string[] = [CONTENT_TYPES.png, CONTENT_TYPES.jpeg, CONTENT_TYPES.webp, CONTENT_TYPES.gif];

export const isImageType = (contentType: string): boolean => IMAGE_TYPES.includes(contentType);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** The compound-file header of Word, Excel and PowerPoint before 2007. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The extension of a name, lower case, without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const OFFICE_ZIP: Record<string, string> = { docx: CONTENT_TYPES.docx, xlsx: CONTENT_TYPES.xlsx, pptx: CONTENT_TYPES.pptx };
const OFFICE_OLE: Record<string, string> = { doc: CONTENT_TYPES.doc, xls: CONTENT_TYPES.xls, ppt: CONTENT_TYPES.ppt };

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text is served as text only when it is valid UTF-8 without NUL and does not begin like
 * markup (`<` after an optional byte-order mark and white space): HTML, SVG and XML are
 * never served as a type a browser could render.
 */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return false;
  }
  return !text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');
}

/** The content type a file is served as: from its bytes (and, for office files and CSV, its extension). */
export function contentTypeOf(bytes: Uint8Array, fileName: string): string {
  const extension = extensionOf(fileName);
  if (startsWith(bytes, PDF)) return CONTENT_TYPES.pdf;
  if (startsWith(bytes, PNG)) return CONTENT_TYPES.png;
  if (startsWith(bytes, JPEG)) return CONTENT_TYPES.jpeg;
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return CONTENT_TYPES.gif;
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return CONTENT_TYPES.webp;
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) return OFFICE_ZIP[extension] ?? CONTENT_TYPES.zip;
  if (startsWith(bytes, OLE)) return OFFICE_OLE[extension] ?? OCTET_STREAM;
  if (isPlainText(bytes)) return extension === 'csv' ? CONTENT_TYPES.csv : CONTENT_TYPES.text;
  return OCTET_STREAM;
}

/* ---------- names ---------- */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** docs/behaviour.md §9: a file name is at most 255 characters. */
const MAX_NAME_LENGTH = 255;

/**
 * The name a file is stored under: the last part of any path (`../../x` is `x`), without
 * control characters or broken surrogate pairs, at most 255 characters; `file` when nothing is left.
 */
export function safeFileName(name: string): string {
  const base = name.replace(LONE_SURROGATE, '\uFFFD').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(CONTROL, '').trim();
  const shortened = Array.from(clean).slice(0, MAX_NAME_LENGTH).join('');
  return shortened === '' || shortened === '.' || shortened === '..' ? 'file' : shortened;
}

/** RFC 5987 `value-chars`: what encodeURIComponent leaves alone, less the characters attr-char does not allow. */
const encodeExtValue = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded>` (RFC 6266): the
 * fallback keeps only letters, digits, space and `._-()`, every other character becoming `_`,
 * so no name can end the quoted string or look like a parameter even to a careless parser;
 * `filename*` carries the whole name.
 */
export function contentDisposition(fileName: string): string {
  const name = safeFileName(fileName);
  const fallback = name.replace(/[^A-Za-z0-9 ._()-]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
