import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { myId } from './backend';
import { screenshot, signIn, signOut, useBrowser } from './browser';

/**
 * Reading while offline in the build aimed at a real API (docs/behaviour.md §2 "Reading while
 * offline", docs/decisions/056-the-shell-worker-and-the-mock-worker.md and 057): the shell
 * worker keeps the built files, the last loaded lists and Job Details stay readable with their
 * time, and the app is installable.
 */
const app = inject('realAppUrl');

const STAMP = /^as of ([01]\d|2[0-3]):[0-5]\d$/;

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('reading while offline (real-API build)', () => {
  const tab = useBrowser();

  it('is installable: the page links a manifest whose fields and icons are all there', async () => {
    await tab.page.goto(`${app}/login`);
    const href = await tab.page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await fetch(new URL(href ?? '', app))).json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'WorkflowPro', short_name: 'WorkflowPro', display: 'standalone', start_url: '/dashboard' });
    expect(manifest.theme_color).toBe(await tab.page.locator('meta[name="theme-color"]').getAttribute('content'));
    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const res = await fetch(new URL(icon?.src ?? '', app));
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await res.arrayBuffer());
      const [width, height] = sizes.split('x').map(Number);
      expect(pngSize(bytes)).toEqual({ width, height });
      // A whole PNG, not a cut-off file: it ends with its IEND chunk.
      expect(bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
    }
  });

  it('opens the shell and the last loaded lists and Job Details offline, stamped with their time', async () => {
    const { page, context } = tab;
    const stamp = page.getByRole('status').filter({ hasText: STAMP });
    const firstRow = () => page.getByRole('row').nth(1).textContent();
    // A card is named by its task; its buttons depend on reads that fail offline (the sign-off extension's).
    const firstCard = () => page.getByRole('article').first().getAttribute('aria-label');

    // Staff: My Jobs and Pending Jobs to Finish.
    await signIn(page, app, 'staff@example.com');
    // The worker takes the page once it has kept the built files.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.goto(`${app}/my-jobs`);
    await page.getByText(/^\d+ jobs?$/).waitFor();
    const myJobsRow = await firstRow();
    await page.goto(`${app}/my-jobs/pending`);
    await page.getByRole('article').first().waitFor();
    const toFinish = await firstCard();
    expect(await stamp.count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await stamp.waitFor();
    expect(await firstCard()).toBe(toFinish);
    expect(await page.getByText('Failed to load pending tasks').count()).toBe(0);
    await page.goto(`${app}/my-jobs`);
    await stamp.waitFor();
    expect(await firstRow()).toBe(myJobsRow);
    expect(await page.getByText('Failed to load my jobs').count()).toBe(0);
    await screenshot(page, 'offline-my-jobs');
    // A page never loaded has nothing kept: it fails as before.
    await page.goto(`${app}/my-jobs?page=9`);
    await page.getByText('Failed to load my jobs').waitFor();
    await context.setOffline(false);

    // Signing out removes what was kept; the reviewer then reads the review queue and a job.
    await signOut(page);
    expect(await keptFor(page)).toEqual([]);
    await signIn(page, app, 'admin@example.com');
    await page.goto(`${app}/jobs/pending`);
    await page.getByRole('article').first().waitFor();
    const toApprove = await firstCard();
    await page.goto(`${app}/jobs`);
    const jobLink = page.getByRole('main').getByRole('row').nth(1).getByRole('link').first();
    const jobName = (await jobLink.textContent()) ?? '';
    await jobLink.click();
    await page.getByText(`${jobName} · `).waitFor();
    const jobAddress = page.url();
    expect(await keptFor(page)).toEqual([`workflow_offline_reads_${await myId(page)}`]);

    await context.setOffline(true);
    await page.reload();
    await stamp.waitFor();
    await page.getByText(`${jobName} · `).waitFor();
    expect(await page.getByText('Failed to load job details').count()).toBe(0);
    expect(page.url()).toBe(jobAddress);
    await screenshot(page, 'offline-job-details');
    await page.goto(`${app}/jobs/pending`);
    await stamp.waitFor();
    expect(await firstCard()).toBe(toApprove);

    // Nothing but the built files is kept by the worker: no API answer, no file.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((url) => url.includes('/api/') || url.includes('/mock-files/'))).toEqual([]);

    // Back online, the screen reads the server again and the stamp goes.
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => stamp.count()).toBe(0);
    expect(tab.errors).toEqual([]);
  });
});

/** The storage keys of answers kept for reading offline (src/api/readCache.ts). */
function keptFor(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('workflow_offline_reads_')));
}
