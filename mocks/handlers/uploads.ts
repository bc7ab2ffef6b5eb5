/** The stand-in for the external file service: multipart upload, then the file served back. */
import { http, HttpResponse } from 'msw';
import type { UploadServiceResponse } from '../../src/api/types';
import { getDb, commit, addUpload, readFile } from '../db/store';
import { uploadPath } from '../db/views';

const MAX_BYTES = 10 * 1024 * 1024;

const failure = (message: string, status: number): Response => HttpResponse.json({ error: { message } }, { status });

export const uploadHandlers = [
  http.post('*/mock-files/:kind/upload', async ({ request, params }) => {
    if (!['image', 'raw', 'auto'].includes(String(params.kind))) return failure('Unknown resource type', 404);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return failure('Upload must be multipart/form-data', 400);
    }
    const file = form.get('file');
    if (!form.get('upload_preset')) return failure('Upload preset must be specified', 400);
    if (file === null || typeof file === 'string') return failure('Missing required parameter - file', 400);
    if (file.size > MAX_BYTES) return failure('File size too large', 400);
    if (params.kind === 'image' && !file.type.startsWith('image/')) return failure('Invalid image file', 400);
    const db = getDb();
    const bytes = new Blob([await file.arrayBuffer()], { type: file.type || 'application/octet-stream' });
    const upload = addUpload(db, file.name || `file-${db.nextId.upload}`, bytes);
    commit();
    const url = `${new URL(request.url).origin}${uploadPath(upload)}`;
    const answer: UploadServiceResponse = { secure_url: url, url, original_filename: upload.fileName.replace(/\.[^.]+$/, '') };
    return HttpResponse.json(answer);
  }),

  http.get('*/mock-files/files/:id/:name', async ({ params }) => {
    const upload = getDb().uploads.find((u) => u.id === Number(params.id));
    const bytes = upload ? await readFile(upload.id) : undefined;
    if (!upload || !bytes) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(bytes, {
      headers: { 'Content-Type': upload.contentType, 'Content-Disposition': `inline; filename="${upload.fileName}"` },
    });
  }),
];
