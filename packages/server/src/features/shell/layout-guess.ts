import type { IncomingHttpHeaders } from 'node:http';

export type Layout = 'mobile' | 'wide';

/**
 * The layout the browser will choose (web ui/layout/layout-attribute.ts: narrower than
 * MOBILE_TRANSITION_WIDTH is mobile), guessed before any script runs so a page rendered on the
 * server paints in it and does not jump when the script corrects it (issue 15: CLS ≤ 0.02).
 * Chromium says so in Sec-CH-UA-Mobile on every request; other browsers put "Mobi" in their
 * User-Agent on phones (MDN's advice). A tablet held upright or a narrow desktop window is guessed
 * wide: the script corrects it, as it did every page before.
 */
export function guessLayout(headers: IncomingHttpHeaders): Layout {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'wide';
  return /Mobi/.test(headers['user-agent'] ?? '') ? 'mobile' : 'wide';
}
