/** The sitemaps protocol's two documents (https://www.sitemaps.org/protocol.html). */
export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  lastmod?: Date | null;
}

const xmlText = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function entries(tag: 'url' | 'sitemap', list: SitemapEntry[]): string {
  return list
    .map(
      (e) =>
        `<${tag}><loc>${xmlText(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</${tag}>\n`,
    )
    .join('');
}

export const urlSet = (list: SitemapEntry[]) => `${HEAD}<urlset ${NS}>\n${entries('url', list)}</urlset>\n`;

export const sitemapIndex = (list: SitemapEntry[]) =>
  `${HEAD}<sitemapindex ${NS}>\n${entries('sitemap', list)}</sitemapindex>\n`;
