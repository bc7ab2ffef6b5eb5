/**
 * `npx tsx scripts/icons.ts`: draws the installable app's icons (public/manifest.webmanifest)
 * from public/favicon.svg in Chromium, so they never drift from the favicon: 192 and 512 px as
 * the favicon is, and a 512 px maskable one whose mark sits inside the centre 80 % a launcher
 * may crop to a circle, on the mark's own blue. Run again after changing the favicon.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = join(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
/** The favicon's own background colour, behind the maskable icon's safe zone. */
const MARK_BLUE = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#1d4ed8';

const page = (size: number, maskable: boolean) => `<!doctype html><html><body style="margin:0">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? MARK_BLUE : 'transparent'}">
  <div style="width:${maskable ? size * 0.8 : size}px;height:${maskable ? size * 0.8 : size}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
</div></body></html>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const icon of ICONS) {
    const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await tab.setContent(page(icon.size, icon.maskable));
    await tab.screenshot({ path: join(root, 'public', 'icons', icon.file), omitBackground: !icon.maskable });
    await tab.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
