/** The stand-in for the external file service: multipart upload, then the file served back. */
import { http, HttpResponse } from 'msw';
import type { UploadServiceResponse } from '../../src/api/types';
import { getDb, commit } from '../db/store';

const MAX_BYTES = 10 * 1024 * 1024;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

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
    const id = db.nextId.upload++;
    const fileName = file.name || `file-${id}`;
    db.uploads.push({ id, fileName, contentType: file.type || 'application/octet-stream', base64: toBase64(new Uint8Array(await file.arrayBuffer())) });
    commit();
    const url = `${new URL(request.url).origin}/mock-files/files/${id}/${encodeURIComponent(fileName)}`;
    const answer: UploadServiceResponse = { secure_url: url, url, original_filename: fileName.replace(/\.[^.]+$/, '') };
    return HttpResponse.json(answer);
  }),

  http.get('*/mock-files/files/:id/:name', ({ params }) => {
    const upload = getDb().uploads.find((u) => u.id === Number(params.id));
    if (!upload) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(fromBase64(upload.base64), {
      headers: { 'Content-Type': upload.contentType, 'Content-Disposition': `inline; filename="${upload.fileName}"` },
    });
  }),
];
