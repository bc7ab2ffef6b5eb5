/**
 * The browser every journey and bench drives holds the pages it is given and nothing of its own
 * (scripts/chromium.ts, docs/decisions/104-headless-chromium-without-its-own-pages.md): its own
 * hidden pages would share the two cores with the page a journey waits on or a bench measures.
 * A Chromium that renames the features those flags turn off fails here, not as slower journeys.
 */
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

const app = inject('mockAppUrl');

describe('the journeys’ Chromium', () => {
  const tab = useBrowser();

  it('runs no page of its own beside the app', async () => {
    await tab.page.goto(`${app}/login`);
    const cdp = await tab.context.newCDPSession(tab.page);
    const { targetInfos } = await cdp.send('Target.getTargets');
    const own = targetInfos.filter((target) => target.type !== 'page' && target.type !== 'service_worker' && target.type !== 'worker');
    expect(own.map((target) => `${target.type} ${target.url}`)).toEqual([]);
    expect(targetInfos.filter((target) => target.type === 'page').map((target) => target.url)).toEqual([`${app}/login`]);
    expect(tab.errors).toEqual([]);
  });
});
