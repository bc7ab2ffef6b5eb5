/**
 * The stand-in for the external file service: multipart upload, then the file served back as
 * an attachment, only to those who may read it (docs/behaviour.md §7 "Files",
 * docs/decisions/021-files-served-as-attachments.md).
 */
import { http, HttpResponse } from 'msw';
import type { UploadServiceResponse } from '../../src/api/types';
import { contentDisposition, contentTypeOf, isImageType } from '../../src/domain/fileTypes';
import { getDb, commit, addUpload, readFile } from '../db/store';
import type { UploadRecord } from '../db/schema';
import { uploadPath } from '../db/views';
import { FILE_KEY } from '../db/fileKeys';
import { isPublicPhoto, mayReadUpload } from './fileLinks';
import { MAX_FILE_BYTES, MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE, declaresMoreThan, withCaller } from './http';

const failure = (message: string, status: number): Response => HttpResponse.json({ error: { message } }, { status });

/** One answer for a file that is not there and a file the caller may not read: neither is confirmed. */
const notFound = (): Response => new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * A stored file as a download: its type sniffed from its bytes again (data stored before the
 * sniffing kept the uploader's claim), never rendered in the page (nosniff, a sandbox with
 * nothing allowed), its name carried whole by RFC 6266.
 */
async function fileAnswer(upload: UploadRecord, blob: Blob): Promise<Response> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': contentTypeOf(bytes, upload.fileName),
      'Content-Disposition': contentDisposition(upload.fileName),
      'Content-Length': String(bytes.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}

export const uploadHandlers = [
  http.post('*/mock-files/:kind/upload', ({ request, params }) =>
    withCaller(request, 'signed-in', async ({ db, user, url }) => {
      if (!['image', 'raw', 'auto'].includes(String(params.kind))) return failure('Unknown resource type', 404);
      if (declaresMoreThan(request, MAX_UPLOAD_BYTES)) return failure(TOO_LARGE_MESSAGE, 413);
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return failure('Upload must be multipart/form-data', 400);
      }
      const file = form.get('file');
      if (!form.get('upload_preset')) return failure('Upload preset must be specified', 400);
      if (file === null || typeof file === 'string') return failure('Missing required parameter - file', 400);
      if (file.size > MAX_FILE_BYTES) return failure('File size too large', 400);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // An image is what its bytes are, whatever type the uploader claimed; SVG never is one.
      if (params.kind === 'image' && !isImageType(contentTypeOf(bytes, file.name))) return failure('Invalid image file', 400);
      const upload = addUpload(db, file.name, bytes, user.id);
      commit();
      const link = `${url.origin}${uploadPath(upload)}`;
      const answer: UploadServiceResponse = { secure_url: link, url: link, original_filename: upload.fileName.replace(/\.[^.]+$/, '') };
      return HttpResponse.json(answer);
    }),
  ),

  http.get('*/mock-files/files/:key/:name', async ({ request, params }) => {
    const key = String(params.key);
    const db = getDb();
    const upload = FILE_KEY.test(key) ? db.uploads.find((u) => u.key === key) : undefined;
    const blob = upload ? await readFile(upload.id) : undefined;
    // A photo is fetched by <img>, without a token (fileLinks.ts isPublicPhoto).
    if (
      upload &&
      blob &&
      isPublicPhoto(db, upload, contentTypeOf(new Uint8Array(await blob.slice(0, 16).arrayBuffer()), upload.fileName))
    ) {
      return fileAnswer(upload, blob);
    }
    return withCaller(request, 'signed-in', ({ user }) =>
      upload && blob && mayReadUpload(db, upload, user) ? fileAnswer(upload, blob) : notFound(),
    );
  }),
];
