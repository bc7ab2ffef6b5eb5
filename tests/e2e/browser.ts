import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import axe from 'axe-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { PAGE_WAIT_MS } from './waits';

declare global {
  interface Window {
    /** axe-core, once a check has put it into the page (axeViolations). */
    axe?: typeof axe;
  }
}

export const SHOTS_DIR = process.env.SHOTS_DIR || '/tmp/e2e-shots';

/**
 * `E2E_SCREENSHOTS=off` takes no pictures: they are for a person to open, and CI's are thrown
 * away with its machine. The journeys' 95 full-page pictures took 36 s of the suite's 467 s of
 * CPU on the 2-core machine (2026-11-29).
 */
const TAKES_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

export const DEMO_PASSWORD = 'demo1234';

/** The phone-sized viewport journeys check the app at. */
export const PHONE = { width: 390, height: 844 };

/**
 * One Chromium per journey file, launched when the file first opens a browser and closed after
 * its last test: each browser a journey opens is a context of it. Launching Chromium for each
 * took 1.2 s of CPU to a context's 0.7 s, on a machine the journeys keep busy.
 */
let chromiumOfThisFile: Promise<Browser> | undefined;
afterAll(async () => {
  await (await chromiumOfThisFile)?.close();
});

/**
 * A fresh browser profile per journey, so no session or mock data leaks between them: a context
 * shares no cookies, storage, cache or service worker with another.
 */
export async function openBrowser(
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  chromiumOfThisFile ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await (await chromiumOfThisFile).newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_WAIT_MS);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${String(e)} (at ${page.url()})`));
  return { context, page, errors };
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Page errors raised so far; a journey ends by expecting none. */
  errors: string[];
}

/**
 * The browser of one journey: a fresh profile opened before its first test and closed after
 * its last. `reopen` trades it for another fresh profile (a phone's viewport, say) mid-journey.
 */
export function useBrowser(): Tab & { reopen(viewport?: { width: number; height: number }): Promise<void> } {
  const tab = {
    ...({} as Tab),
    async reopen(viewport?: { width: number; height: number }) {
      await tab.context?.close();
      Object.assign(tab, await openBrowser(viewport));
    },
  };
  beforeAll(() => tab.reopen());
  afterAll(async () => {
    await tab.context?.close();
  });
  return tab;
}

export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await sendLoginForm(page, email, password);
  await page.waitForURL('**/dashboard');
}

/**
 * Opens `path` signed out and signs in on the login page it leads to, which returns there
 * (docs/behaviour.md §2): one page load, where signing in and then opening the address loaded
 * the app twice and drew the dashboard between.
 */
export async function signInAt(page: Page, baseUrl: string, path: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL('**/login?**');
  await sendLoginForm(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Waits until the app runs the login page. Until then a signed-out visit shows the page's copy
 * from index.html, inert (docs/decisions/108-the-login-page-drawn-before-its-code.md): it takes
 * no clicks or keys, and in mock mode nothing answers the API yet. Read from the page, not tried
 * with the mouse, so the keyboard-only journey stays free of mouse events.
 */
export async function loginPageRunning(page: Page): Promise<void> {
  await page.locator('#root > [inert]').first().waitFor({ state: 'detached' });
  await page.getByLabel('Email address').waitFor();
}

async function sendLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByText('Are you sure you want to sign out?').isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
}

/**
 * Runs `journey` in a browser of its own at a phone's size, signed in as `email` and on `path`,
 * and closes that browser however the journey ends.
 */
export async function onAPhone(baseUrl: string, email: string, path: string, journey: (phone: Tab) => Promise<void>): Promise<void> {
  const phone = await openBrowser(PHONE);
  try {
    await signInAt(phone.page, baseUrl, path, email);
    await journey(phone);
  } finally {
    await phone.context.close();
  }
}

/**
 * On a phone the sidebar is behind the menu button. The layout is drawn first (its code may still
 * be on the way after Sign In, and on a page just loaded it comes a task after the page's code
 * runs, docs/decisions/105-…): a person sees it before reaching for the menu. The skip link is
 * drawn with the header and the sidebar.
 */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
}

/** Waits until nothing on the page is moving or fading: a dialog has finished opening. */
async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** What axe-core finds wrong on what is on screen now: each rule broken, with where. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are judged as they end up: a dialog still fading in has not reached its contrast yet.
  await animationsFinished(page);
  await page.waitForTimeout(150);
  // axe-core is put into the page once and asked again there while the page lives: the app has
  // no frames, and the Playwright builder sent its 560 kB source into the page twice for every
  // check (for the page, then for each frame), about 40 % of a check's CPU (the jobs list:
  // 0.37-0.57 s against 0.24-0.30 s). Every rule still runs on every element; only the
  // violations are asked for in full. By default axe also builds a selector for each element
  // that passed, most of a check's time (the jobs list: 0.3 s against 0.6 s).
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core is not in the page');
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/** axe-core must report nothing on what is on screen now. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}

/** How far the page scrolls sideways (0 when it fits the width). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!TAKES_SCREENSHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  // A full-page picture draws the sticky header and sidebar where the window is scrolled to,
  // halfway down the picture, so it is taken from the top; and of the page as it settles, not
  // of a dialog halfway through fading in.
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsFinished(page);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** What is on screen now passes axe (`label` names it in a failure) and is kept as `name` for a person to look at. */
export async function expectAccessibleAndScreenshot(page: Page, label: string, name: string): Promise<void> {
  await expectNoAxeViolations(page, label);
  await screenshot(page, name);
}
