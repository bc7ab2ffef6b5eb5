/**
 * The one way the journeys, the benches and the scripts launch headless Chromium: where it is,
 * and the flags that keep the browser to the page it is given
 * (docs/decisions/104-headless-chromium-without-its-own-pages.md).
 */

/** Debian's Chromium, or the one CHROME_PATH names. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * No sandbox (CI runs as root), no GPU (there is none), and nothing the browser would do of its
 * own accord: no first-run pages, no background downloads, updates or sync, no QUIC probing.
 * Chromium 156's headless mode also keeps two hidden omnibox popups loaded (WebUI pages under
 * chrome://omnibox-popup.top-chrome): their renderer took about 5 % of a core with nothing on
 * screen, and more as the page's address changed, on a machine where the page measured shares
 * two cores with it.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
