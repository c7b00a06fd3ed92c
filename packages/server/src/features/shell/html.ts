import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Bootstrap } from '@rookery/core';
import type { Layout } from './layout-guess.js';

const PLACEHOLDER = '<!--bootstrap-->';

/** Used when the client has not been built (API tests, a bare server): still a real page. */
const FALLBACK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rookery</title>${PLACEHOLDER}</head>
<body><p>The Rookery web client is not built. Run <code>npm run build</code>.</p></body></html>`;

export async function loadIndexHtml(webDist: string): Promise<string> {
  try {
    const html = await readFile(join(webDist, 'index.html'), 'utf8');
    return html.includes(PLACEHOLDER) ? html : html.replace('</head>', `${PLACEHOLDER}</head>`);
  } catch {
    return FALLBACK;
  }
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLE = /<title>[^<]*<\/title>/;
const HTML_TAG = /<html([^>]*)>/;
const THEME_COLOUR = /<meta name="theme-color" content="[^"]*"/;
/** The browser bar's colour of each theme (web ui/theme/theme.ts, global.css --page). */
const BAR_COLOUR = { dark: '#001935', light: '#f1f3f6' } as const;

/**
 * An account's explicit light or dark choice is written into the page itself, so a page painted from
 * the server's HTML (server rendering) wears it before any script runs. 'system' and visitors need
 * nothing here: global.css follows prefers-color-scheme until ui/theme sets the attribute.
 */
function withTheme(page: string, bootstrap: Bootstrap): string {
  const theme = bootstrap.user?.theme;
  if (theme !== 'light' && theme !== 'dark') return page;
  return withHtmlAttribute(page, 'data-theme', theme).replace(
    THEME_COLOUR,
    () => `<meta name="theme-color" content="${BAR_COLOUR[theme]}"`,
  );
}

const withHtmlAttribute = (page: string, name: string, value: string) =>
  page.replace(HTML_TAG, (_, attrs: string) => `<html${attrs} ${name}="${value}">`);

/**
 * The page with its bootstrap data; `head` (features/seo) takes the place of the template's title.
 * `layout` is the server's guess (layout-guess.ts) the page is drawn in until the script knows.
 */
export function renderPage(template: string, bootstrap: Bootstrap, head?: string, layout?: Layout): string {
  const tags =
    `<meta name="rookery-form-key" content="${attr(bootstrap.form_key)}">` +
    `<script id="rookery-bootstrap" type="application/json">${scriptSafeJson(bootstrap)}</script>`;
  let page = withTheme(
    template.replace(PLACEHOLDER, () => tags),
    bootstrap,
  );
  if (layout) page = withHtmlAttribute(page, 'data-layout', layout);
  return head ? page.replace(TITLE, () => head) : page;
}
