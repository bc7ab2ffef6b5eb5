// @vitest-environment node
// As curl or another server calls the file service: its multipart names are sent as UTF-8.
/** Files served as files (docs/behaviour.md §7 "Files", docs/decisions/021-files-served-as-attachments.md), as a client calls them. */
import { describe, expect, it } from 'vitest';
import type { PendingTaskItem, User } from '../../src/api/types';
import { DEMO_IDS, getDb } from '../../mocks/db';
import { FILE_LINK_MESSAGE } from '../../src/domain/schemas/files';
import { PHOTO_LINK_INVALID } from '../../src/domain/schemas/people';
import { makeJob, makeTask } from '../support/factories';
import { dispositionName, envelope, readFileAt, tokenOf, upload, uploadedLink } from './api';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(localStorage.workflow_token)"/>';
const HTML = '<html><script>fetch("/api/users")</script></html>';

/** A task of staff@'s, awaiting their hand-in. */
async function staffTask(staff: string): Promise<PendingTaskItem> {
  const pending = await envelope<PendingTaskItem[]>('/api/task', { token: staff, query: { userId: DEMO_IDS.staff } });
  return pending.response[0];
}

describe('the mock file service', () => {
  it('serves HTML and SVG as octet-stream attachments with nosniff and a sandbox, whatever type was claimed', async () => {
    const staff = await tokenOf('staff@example.com');
    for (const [body, name, claimed] of [
      [HTML, 'invoice.html', 'text/html'],
      [SVG, 'logo.svg', 'image/svg+xml'],
      [HTML, 'notes.txt', 'text/plain'],
    ]) {
      const file = await readFileAt(await uploadedLink(new File([body], name, { type: claimed }), { token: staff }), staff);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/octet-stream');
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
    const pdf = await readFileAt(await uploadedLink(new File(['%PDF-1.7 ledger'], 'ledger.bin'), { token: staff }), staff);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('takes on /image/upload only what its bytes show is a PNG, JPEG, WebP or GIF', async () => {
    const staff = await tokenOf('staff@example.com');
    const svg = await upload(new File([SVG], 'logo.svg', { type: 'image/svg+xml' }), { token: staff, kind: 'image' });
    expect(svg.status).toBe(400);
    expect(await svg.json()).toEqual({ error: { message: 'Invalid image file' } });
    const disguised = await upload(new File([HTML], 'photo.png', { type: 'image/png' }), { token: staff, kind: 'image' });
    expect(disguised.status).toBe(400);
    const uploadsBefore = getDb().uploads.length;
    expect((await upload(new File([PNG], 'me.png', { type: 'application/octet-stream' }), { token: staff, kind: 'image' })).status).toBe(
      200,
    );
    expect(getDb().uploads).toHaveLength(uploadsBefore + 1);
  });

  it('answers a file without a token with 401, and to Staff whose task does not carry it with 404', async () => {
    const task = getDb().tasks.find((t) => t.files.length > 0 && t.assigneeId === DEMO_IDS.staff);
    expect(task).toBeDefined();
    const link = task?.files[0].url ?? '';
    expect((await readFileAt(link)).status).toBe(401);
    expect((await readFileAt(link, 'not-a-token')).status).toBe(401);
    const outsider = await readFileAt(link, await tokenOf('staff2@example.com'));
    expect(outsider.status).toBe(404);
    expect(await outsider.text()).toBe('Not found');
    expect((await readFileAt(link, await tokenOf('staff@example.com'))).status).toBe(200);
    expect((await readFileAt(link, await tokenOf('superadmin@example.com'))).status).toBe(200);
  });

  it('lets the reviewers of a task read what was handed in with it, and nobody else before', async () => {
    const staff = await tokenOf('staff@example.com');
    const link = await uploadedLink(new File(['Account,Amount\nCash,100\n'], 'bank.csv'), { token: staff });
    const admin = await tokenOf('admin@example.com');
    expect((await readFileAt(link, admin)).status).toBe(404);
    const item = await staffTask(staff);
    const submitted = await envelope('/api/v1/task/finished', {
      token: staff,
      body: { comment: 'Done', taskId: item.taskId, userId: DEMO_IDS.staff, taskFileList: [{ url: link, fileName: 'bank.csv' }] },
    });
    expect(submitted.responseCode).toBe('OK');
    const reviewers = getDb().tasks.find((t) => t.id === item.taskId)?.reviewerIds ?? [];
    const reviewer = getDb().users.find((u) => u.id === reviewers[0])?.email ?? '';
    expect((await readFileAt(link, await tokenOf(reviewer))).status).toBe(200);
    expect((await readFileAt(link, await tokenOf('staff2@example.com'))).status).toBe(404);
  });

  it('names files by a random 128-bit key, never a count', async () => {
    const staff = await tokenOf('staff@example.com');
    const keys: string[] = [];
    for (const name of ['a.txt', 'b.txt', 'c.txt']) {
      const link = await uploadedLink(new File([name], name), { token: staff });
      keys.push(/\/mock-files\/files\/([^/]+)\//.exec(link)?.[1] ?? '');
    }
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(3);
    const numbered = getDb().uploads.at(-1)?.id ?? 0;
    expect((await readFileAt(`/mock-files/files/${numbered}/c.txt`, staff)).status).toBe(404);
  });

  it('gives any Unicode name back whole, and a name cannot add parameters or a path', async () => {
    const staff = await tokenOf('staff@example.com');
    for (const name of ['Client’s invoice.pdf', 'Receipt €150 🧾.txt', 'ÀÉÎ (final) 100%.csv']) {
      const file = await readFileAt(await uploadedLink(new File(['x'], name), { token: staff }), staff);
      expect(file.status).toBe(200);
      expect(dispositionName(file.headers.get('content-disposition'))).toBe(name);
    }
    const injecting = 'a"; filename*=UTF-8\'\'evil.html; x=".txt';
    const file = await readFileAt(await uploadedLink(new File(['x'], injecting), { token: staff }), staff);
    const header = file.headers.get('content-disposition') ?? '';
    expect(header.match(/filename\*=/g)).toHaveLength(1);
    expect(header.match(/;/g)).toHaveLength(2);
    expect(dispositionName(header)).toBe(injecting);
    const climbing = await upload(new File(['x'], '../../etc/passwd'), { token: staff });
    const answer: { secure_url: string; original_filename: string } = await climbing.json();
    expect(answer.secure_url).toMatch(/\/mock-files\/files\/[0-9a-f]{32}\/passwd$/);
    expect(getDb().uploads.at(-1)?.fileName).toBe('passwd');
  });

  it('refuses an upload without a session, storing nothing', async () => {
    const before = getDb().uploads.length;
    expect((await upload(new File(['x'], 'x.txt'))).status).toBe(401);
    expect(getDb().uploads).toHaveLength(before);
  });
});

describe('file links', () => {
  it('refuses javascript:, data: and other hosts on a task and a submission, storing nothing', async () => {
    const admin = await tokenOf('admin@example.com');
    const staff = await tokenOf('staff@example.com');
    const job = makeJob();
    const item = await staffTask(staff);
    const before = JSON.stringify(getDb().tasks);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/mock-files/files/x/a.pdf',
      '//evil.example/a.pdf',
    ]) {
      const added = await envelope('/api/v1/task/add', {
        token: admin,
        body: {
          jobId: job.id,
          taskName: 'Linked task',
          taskDescription: 'A task with a foreign link',
          taskFileList: [{ url, fileName: 'a.pdf' }],
        },
      });
      expect(added.responseDescription).toBe(FILE_LINK_MESSAGE);
      const submitted = await envelope('/api/v1/task/finished', {
        token: staff,
        body: { comment: 'Done', taskId: item.taskId, userId: DEMO_IDS.staff, taskFileList: [{ url, fileName: 'a.pdf' }] },
      });
      expect(submitted.responseDescription).toBe(FILE_LINK_MESSAGE);
    }
    expect(JSON.stringify(getDb().tasks)).toBe(before);
  });

  it('refuses a photo link of another scheme or host, storing nothing', async () => {
    const admin = await tokenOf('admin@example.com');
    const user = getDb().users.find((u) => u.id === DEMO_IDS.staff2);
    const before = JSON.stringify(user);
    for (const imageUrl of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'https://evil.example/me.png']) {
      const answer = await envelope<User>('/api/update-user', {
        token: admin,
        body: { ...user, imageUrl, id: DEMO_IDS.staff2 },
      });
      expect(answer.responseDescription).toBe(PHOTO_LINK_INVALID);
    }
    expect(JSON.stringify(getDb().users.find((u) => u.id === DEMO_IDS.staff2))).toBe(before);
  });

  it('serves a photo an account links to anyone with its link (img sends no token), and only if it is an image', async () => {
    const admin = await tokenOf('admin@example.com');
    const photo = await uploadedLink(new File([PNG], 'me.png'), { token: admin, kind: 'image' });
    const user = getDb().users.find((u) => u.id === DEMO_IDS.staff2);
    const saved = await envelope<User>('/api/update-user', { token: admin, body: { ...user, imageUrl: photo, id: DEMO_IDS.staff2 } });
    expect(saved.responseCode).toBe('201');
    const file = await readFileAt(photo);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps a task made with a file of its own', () => {
    const task = makeTask(makeJob(), { files: ['kept.csv'] });
    expect(task.files[0].url).toMatch(/^\/mock-files\/files\/[0-9a-f]{32}\/kept\.csv$/);
  });
});
