import type { Theme } from '@rookery/core';

/** The browser bar's colour for each theme: the page's colour (global.css --page). */
const BAR_COLOUR = { dark: '#001935', light: '#f1f3f6' } as const;

const systemLight = window.matchMedia('(prefers-color-scheme: light)');
let chosen: Theme = 'system';

function paint() {
  const resolved = chosen === 'system' ? (systemLight.matches ? 'light' : 'dark') : chosen;
  document.documentElement.dataset.theme = resolved;
  document
    .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    ?.setAttribute('content', BAR_COLOUR[resolved]);
}

systemLight.addEventListener('change', paint);

/**
 * Wears the account's theme (or, for 'system' and visitors, the device's light/dark setting, followed
 * as it changes): `data-theme` on <html> switches global.css's custom properties. Called before the
 * first render, so the page never shows the other theme first.
 */
export function applyTheme(theme: Theme) {
  if (theme === chosen && document.documentElement.dataset.theme) return;
  chosen = theme;
  paint();
}
