import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { TEST_TOKEN, signIn } from './helpers';
import { uploadFile, uploadKindOf } from '../../src/api/uploads';
import { uploadPreset } from '../../src/api/client';

interface Received {
  kind: string;
  file: File | null;
  preset: FormDataEntryValue | null;
  authorization: string | null;
}

function fileService(
  answer: (kind: string, file: File) => Response = (kind, file) =>
    HttpResponse.json({ secure_url: `https://files.example/${kind}/${file.name}`, url: 'http://insecure.example/x' }),
): Received[] {
  const received: Received[] = [];
  server.use(
    http.post('*/:kind/upload', async ({ request, params }) => {
      const form = await request.formData();
      const entry = form.get('file');
      const file = entry instanceof File ? entry : null;
      const kind = String(params.kind);
      received.push({ kind, file, preset: form.get('upload_preset'), authorization: request.headers.get('authorization') });
      return answer(kind, file ?? new File([], 'missing'));
    }),
  );
  return received;
}

const pdf = () => new File(['%PDF-1.4'], 'ledger.pdf', { type: 'application/pdf' });
const photo = () => new File(['png'], 'receipt.png', { type: 'image/png' });
const zip = () => new File(['zip'], 'archive.zip', { type: 'application/zip' });

describe('uploadKindOf', () => {
  it('sends images to image, PDF, office and text files to raw, and anything else to auto', () => {
    expect(uploadKindOf(photo())).toBe('image');
    expect(uploadKindOf(pdf())).toBe('raw');
    expect(uploadKindOf({ type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'a.xlsx' })).toBe('raw');
    expect(uploadKindOf({ type: 'application/msword', name: 'a.doc' })).toBe('raw');
    expect(uploadKindOf({ type: 'text/plain', name: 'notes.txt' })).toBe('raw');
    expect(uploadKindOf({ type: '', name: 'Scan.PDF' })).toBe('raw');
    expect(uploadKindOf(zip())).toBe('auto');
  });
});

describe('uploadFile', () => {
  it('sends one multipart request per file with file, upload_preset and the token of the own file service', async () => {
    signIn();
    const received = fileService();
    const files = [photo(), pdf(), zip()];

    const results = [];
    for (const file of files) results.push(await uploadFile(file));

    expect(received.map((r) => r.kind).sort()).toEqual(['auto', 'image', 'raw']);
    for (const r of received) {
      expect(r.preset).toBe(uploadPreset);
      expect(r.authorization).toBe(`Bearer ${TEST_TOKEN}`);
      expect(await r.file?.text()).toBe(await files.find((f) => f.name === r.file?.name)?.text());
    }
    expect(results).toEqual([
      { url: 'https://files.example/image/receipt.png', fileName: 'receipt.png' },
      { url: 'https://files.example/raw/ledger.pdf', fileName: 'ledger.pdf' },
      { url: 'https://files.example/auto/archive.zip', fileName: 'archive.zip' },
    ]);
  });

  it('uses url when the service gives no secure_url, and the original file name', async () => {
    fileService(() => HttpResponse.json({ url: 'http://files.example/doc', original_filename: 'renamed' }));
    await expect(uploadFile(pdf())).resolves.toEqual({ url: 'http://files.example/doc', fileName: 'ledger.pdf' });
  });

  it("fails with 'File upload failed: {message}'", async () => {
    fileService(() => new HttpResponse(null, { status: 500 }));
    await expect(uploadFile(photo())).rejects.toMatchObject({ message: 'File upload failed: HTTP error! status: 500' });
  });

  it("shows the file service's own reason when it gives one", async () => {
    fileService(() => HttpResponse.json({ error: { message: 'Storage is full' } }, { status: 507 }));
    await expect(uploadFile(pdf())).rejects.toMatchObject({ message: 'File upload failed: Storage is full' });
  });

  it('fails when the connection drops', async () => {
    fileService(() => HttpResponse.error());
    await expect(uploadFile(zip())).rejects.toThrow(/^File upload failed: /);
  });

  it('aborts the transfer when its signal aborts (the user stopped waiting), as no answer rather than a time-out', async () => {
    let abandoned = false;
    let arrived: () => void = () => {};
    const onItsWay = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.post('*/:kind/upload', async ({ request }) => {
        arrived();
        await new Promise<void>((gone) => request.signal.addEventListener('abort', () => gone()));
        abandoned = true;
        return HttpResponse.error();
      }),
    );
    const stop = new AbortController();
    const upload = uploadFile(pdf(), { signal: stop.signal });
    // The user stops waiting once the file is on its way.
    await onItsWay;
    stop.abort();
    await expect(upload).rejects.toMatchObject({ reason: 'network' });
    await expect.poll(() => abandoned).toBe(true);
  });
});
