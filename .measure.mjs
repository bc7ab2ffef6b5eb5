import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
const app = 'http://127.0.0.1:5303';
const context = await chromium.launchPersistentContext(mkdtempSync('/tmp/exp-'), { executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = context.pages()[0];
page.setDefaultTimeout(180000);
page.on('pageerror', e => console.log('pageerror', String(e)));
async function signedInCall(path) {
  return page.evaluate(async (path) => {
    const t = performance.now();
    const r = await fetch(path, { headers: { Authorization: 'Bearer ' + localStorage.getItem('workflow_token') } });
    const body = await r.json();
    return { ms: Math.round(performance.now() - t), total: body.totalItems };
  }, path);
}
for (const [label, url] of [['demo first', '/login'], ['demo again', '/login'], ['large first', '/login?mockScale=large'], ['large again', '/login?mockScale=large'], ['demo after large', '/login']]) {
  const t = Date.now();
  await page.goto(app + url);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  console.log(label, 'login page ready ms', Date.now() - t);
}
await page.getByLabel('Email address').fill('admin@example.com');
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL('**/dashboard');
console.log('demo list', await signedInCall('/api/v1/job/get?pageNumber=1&pageSize=10'));
await page.goto(app + '/login?mockScale=large'); await page.getByRole('button', { name: 'Sign In' }).waitFor().catch(()=>{});
console.log('large list', await signedInCall('/api/v1/job/get?pageNumber=1&pageSize=10'));
const w = await page.evaluate(async () => {
  const t = performance.now();
  const r = await fetch('/api/lock-user?id=4', { method: 'PUT', headers: { Authorization: 'Bearer ' + localStorage.getItem('workflow_token') } });
  await r.text();
  return Math.round(performance.now() - t);
});
console.log('large write ms', w);
console.log(await page.evaluate(() => navigator.storage.estimate()));
await context.close();
