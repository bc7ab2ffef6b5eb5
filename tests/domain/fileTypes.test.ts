import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, OCTET_STREAM, contentDisposition, contentTypeOf, isImageType, safeFileName } from '../../src/domain/fileTypes';
import { ACCEPTED_FILE_EXTENSIONS } from '../../src/domain/jobs';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

describe('contentTypeOf', () => {
  it('reads the type from the first bytes, not the name', () => {
    expect(contentTypeOf(bytes('%PDF-1.7'), 'x.exe')).toBe(CONTENT_TYPES.pdf);
    expect(contentTypeOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'x.pdf')).toBe(CONTENT_TYPES.png);
    expect(contentTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]), 'x')).toBe(CONTENT_TYPES.jpeg);
    expect(contentTypeOf(bytes('GIF89a'), 'x')).toBe(CONTENT_TYPES.gif);
    expect(contentTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'x')).toBe(CONTENT_TYPES.webp);
    expect(contentTypeOf(bytes('RIFF', [0, 0, 0, 0], 'WAVE'), 'x.webp')).toBe(OCTET_STREAM);
  });

  it('tells office files by zip or OLE bytes and their extension', () => {
    const zip = bytes([0x50, 0x4b, 0x03, 0x04]);
    expect(contentTypeOf(zip, 'a.DOCX')).toBe(CONTENT_TYPES.docx);
    expect(contentTypeOf(zip, 'a.xlsx')).toBe(CONTENT_TYPES.xlsx);
    expect(contentTypeOf(zip, 'a.pptx')).toBe(CONTENT_TYPES.pptx);
    expect(contentTypeOf(zip, 'a.zip')).toBe(CONTENT_TYPES.zip);
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(contentTypeOf(ole, 'a.doc')).toBe(CONTENT_TYPES.doc);
    expect(contentTypeOf(ole, 'a.xls')).toBe(CONTENT_TYPES.xls);
    expect(contentTypeOf(ole, 'a.msi')).toBe(OCTET_STREAM);
    expect(contentTypeOf(bytes('Account,Amount'), 'a.docx')).toBe(CONTENT_TYPES.text);
  });

  it('serves text only when it is UTF-8 without NUL and does not begin like markup', () => {
    expect(contentTypeOf(bytes('Account,Amount\n'), 'a.csv')).toBe(CONTENT_TYPES.csv);
    expect(contentTypeOf(bytes('Naira ₦ and € notes'), 'a.txt')).toBe(CONTENT_TYPES.text);
    expect(contentTypeOf(bytes('<html><script>x</script>'), 'a.txt')).toBe(OCTET_STREAM);
    expect(contentTypeOf(bytes([0xef, 0xbb, 0xbf], '  \n<svg onload="x"/>'), 'a.csv')).toBe(OCTET_STREAM);
    expect(contentTypeOf(bytes('<?xml version="1.0"?>'), 'a.txt')).toBe(OCTET_STREAM);
    expect(contentTypeOf(bytes('abc', [0], 'def'), 'a.txt')).toBe(OCTET_STREAM);
    expect(contentTypeOf(bytes([0xc3, 0x28]), 'a.txt')).toBe(OCTET_STREAM);
  });

  it('never takes SVG for an image', () => {
    expect(isImageType(contentTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg'))).toBe(false);
    expect(isImageType('image/svg+xml')).toBe(false);
    expect(isImageType(CONTENT_TYPES.png)).toBe(true);
  });

  it('has a served type for every extension the pickers accept', () => {
    const samples: Record<string, Uint8Array> = {
      pdf: bytes('%PDF-'),
      pptx: bytes([0x50, 0x4b, 0x03, 0x04]),
      docx: bytes([0x50, 0x4b, 0x03, 0x04]),
      xlsx: bytes([0x50, 0x4b, 0x03, 0x04]),
      doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      xls: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      txt: bytes('notes'),
      jpg: bytes([0xff, 0xd8, 0xff]),
      jpeg: bytes([0xff, 0xd8, 0xff]),
      png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    };
    for (const extension of ACCEPTED_FILE_EXTENSIONS) expect(contentTypeOf(samples[extension], `a.${extension}`)).not.toBe(OCTET_STREAM);
  });
});

describe('safeFileName', () => {
  it('keeps only the last part of a path, without control characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\ada\\ledger.xlsx')).toBe('ledger.xlsx');
    expect(safeFileName('a\r\nb\u0000.txt')).toBe('ab.txt');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('bad \uD800 half.txt')).toBe('bad \uFFFD half.txt');
  });
});

describe('contentDisposition', () => {
  it('is always an attachment whose filename* carries the whole UTF-8 name', () => {
    expect(contentDisposition('Client’s invoice.pdf')).toBe(
      'attachment; filename="Client_s invoice.pdf"; filename*=UTF-8\'\'Client%E2%80%99s%20invoice.pdf',
    );
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(contentDisposition('Receipt 🧾 (1).txt'))?.[1] ?? '')).toBe(
      'Receipt 🧾 (1).txt',
    );
  });

  it('cannot be given another parameter by a name', () => {
    const header = contentDisposition('a"; filename*=UTF-8\'\'evil.html; x=".txt');
    expect(header).toBe(
      'attachment; filename="a__ filename__UTF-8__evil.html_ x__.txt"; filename*=UTF-8\'\'a%22%3B%20filename%2A%3DUTF-8%27%27evil.html%3B%20x%3D%22.txt',
    );
  });
});
