import { describeDescriptionLink } from './description-links';

/**
 * A blog description as the server stores it (sanitised to the editor allowlist by sanitize-html on
 * save), its links pointed where describeDescriptionLink says, without a DOM: for the page rendered
 * on the server, where there is no DOMParser (description-html.ts is the browser's, which cleans
 * again first). It relies on the stored form: anchors never nest, and every attribute is written
 * `name="value"` with `&`, `<`, `>` and `"` escaped, so no `>` or `"` ends a tag or value early.
 */
const ANCHOR = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
const ATTRIBUTE = /([^\s="]+)(?:="([^"]*)")?/g;

const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(value: string): string {
  return value.replace(ENTITY, (_, dec: string, hex: string, name: string) =>
    name
      ? (NAMED[name.toLowerCase()] ?? '')
      : String.fromCodePoint(dec ? Number(dec) : Number.parseInt(hex, 16)),
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function storedDescriptionHtml(html: string, blogUrl: string, origin: string): string {
  return html.replace(ANCHOR, (_, attributes: string, text: string) => {
    const values = new Map<string, string>();
    for (const [, name, value] of attributes.matchAll(ATTRIBUTE)) {
      if (name) values.set(name.toLowerCase(), decode(value ?? ''));
    }
    const link = describeDescriptionLink(values.get('href') ?? '', blogUrl, origin);
    if (!link) return text;
    const title = values.get('title');
    return (
      `<a href="${escapeAttribute(link.href)}"${title === undefined ? '' : ` title="${escapeAttribute(title)}"`}` +
      `${link.newTab ? ' target="_blank" rel="noopener noreferrer"' : ''}>${text}</a>`
    );
  });
}
