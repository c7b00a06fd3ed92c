import type { FeedItem } from './feed-items.js';

/** What a feed is about: a blog, a blog's tag, or a tag across the site. */
export interface FeedChannel {
  title: string;
  description: string;
  /** The page the feed follows, absolute. */
  link: string;
  /** The feed's own address, absolute. */
  self: string;
}

/** Characters XML 1.0 forbids: control codes other than tab and the newlines, and two non-characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what it finds
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const xml = (s: string) => s.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const newest = (items: FeedItem[]) => items[0]?.published ?? new Date(0);

/**
 * RSS 2.0, with its own address as an atom:link (as validators ask): a summary as the description
 * and the whole post as content:encoded, the HTML escaped.
 */
export function rssXml(channel: FeedChannel, items: FeedItem[]): string {
  const entries = items.map(
    (item) => `<item>
<title>${xml(item.title)}</title>
<link>${xml(item.link)}</link>
<guid isPermaLink="true">${xml(item.link)}</guid>
<pubDate>${item.published.toUTCString()}</pubDate>
<dc:creator>${xml(item.author)}</dc:creator>
${item.tags.map((t) => `<category>${xml(t)}</category>`).join('\n')}
<description>${xml(item.summary)}</description>
<content:encoded>${xml(item.html)}</content:encoded>
${item.enclosure ? `<enclosure url="${xml(item.enclosure.url)}" length="0" type="${xml(item.enclosure.type)}"/>` : ''}
</item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>${xml(channel.title)}</title>
<link>${xml(channel.link)}</link>
<description>${xml(channel.description)}</description>
<atom:link href="${xml(channel.self)}" rel="self" type="application/rss+xml"/>
<lastBuildDate>${newest(items).toUTCString()}</lastBuildDate>
<generator>Rookery</generator>
${entries.join('\n')}
</channel>
</rss>
`;
}

/** Atom 1.0: the same items, ids their permalinks. */
export function atomXml(channel: FeedChannel, items: FeedItem[]): string {
  const entries = items.map(
    (item) => `<entry>
<id>${xml(item.link)}</id>
<title>${xml(item.title)}</title>
<summary>${xml(item.summary)}</summary>
<link rel="alternate" type="text/html" href="${xml(item.link)}"/>
<published>${item.published.toISOString()}</published>
<updated>${item.published.toISOString()}</updated>
<author><name>${xml(item.author)}</name></author>
${item.tags.map((t) => `<category term="${xml(t)}"/>`).join('\n')}
<content type="html">${xml(item.html)}</content>
${item.enclosure ? `<link rel="enclosure" href="${xml(item.enclosure.url)}" type="${xml(item.enclosure.type)}"/>` : ''}
</entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>${xml(channel.self)}</id>
<title>${xml(channel.title)}</title>
<subtitle>${xml(channel.description)}</subtitle>
<link rel="self" type="application/atom+xml" href="${xml(channel.self)}"/>
<link rel="alternate" type="text/html" href="${xml(channel.link)}"/>
<updated>${newest(items).toISOString()}</updated>
<generator>Rookery</generator>
${entries.join('\n')}
</feed>
`;
}
