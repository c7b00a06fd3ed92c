/**
 * The Chromium builds the journeys drive, both Debian's (scripts/ensure-chromium.sh installs them).
 *
 * Journeys run on the headless shell, the same Blink and V8 without the browser's own windows:
 * full Chromium's headless mode builds a browser window for every context, and with it the
 * address bar's popup, a WebUI page of its own. That cost over 1 s of CPU per context here (10
 * contexts: 10.7 s against 2.4 s), a third of the journeys' CPU. `CHROMIUM_PATH` overrides both.
 */
export const JOURNEY_BROWSER = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** Full Chromium, for what the shell does not have: the back/forward cache. */
export const FULL_BROWSER = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
