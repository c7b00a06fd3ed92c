import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Bootstrap } from '@rookery/core';

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
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderPage(template: string, bootstrap: Bootstrap): string {
  const tags =
    `<meta name="rookery-form-key" content="${attr(bootstrap.form_key)}">` +
    `<script id="rookery-bootstrap" type="application/json">${scriptSafeJson(bootstrap)}</script>`;
  return template.replace(PLACEHOLDER, tags);
}
