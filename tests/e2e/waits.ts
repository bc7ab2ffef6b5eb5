/**
 * How long a journey waits for the page to show what it asks for (`expect.poll` and each of
 * Playwright's actions). A cold page beside two other browsers on the 2-core machine can take
 * more than 15 s to paint on a slow day: the same journeys then ran 2.3 to 2.6 times slower
 * than on a quick one (2026-11-29), and a wait of 15 s ran out in one full run in three. A wait
 * that is met returns at once, so only a journey that fails takes longer to say so.
 */
export const PAGE_WAIT_MS = 30_000;
