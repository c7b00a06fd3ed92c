import { scriptSafeJson } from '../shell/html.js';
import { jsonLdUrls } from './json-ld.js';

export const SITE_NAME = 'Rookery';

export interface HeadImage {
  /** Absolute, or a path on this site. */
  url: string;
  width?: number | null;
  height?: number | null;
  alt?: string;
}

/** What a page says about itself to search engines and link previews. */
export interface PageHead {
  title: string;
  description?: string;
  /** The page's one address, a path on this site. */
  canonicalPath?: string;
  ogType?: 'website' | 'article' | 'profile';
  image?: HeadImage;
  /** schema.org data of the page (a post, a blog). */
  jsonLd?: Record<string, unknown>;
  /** A post others may embed: its oEmbed discovery link (issue 18) names this page's address. */
  oembed?: boolean;
  /** Not for search engines: a page that exists but is not public, or no page at all. */
  noindex?: boolean;
  /** A page with feeds (issue 21): `{feedPath}/rss` and `/atom`, named by discovery links. */
  feedPath?: string;
}

const escapeHtml = (s: string) => s.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export const absoluteUrl = (publicUrl: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeHtml(String(content))}">`;

/** The tags that replace the template's `<title>`: every value escaped, URLs made absolute. */
export function renderHead(head: PageHead, publicUrl: string): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.description) tags.push(meta('name', 'description', head.description));
  if (head.canonicalPath) {
    const url = absoluteUrl(publicUrl, head.canonicalPath);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`, meta('property', 'og:url', url));
  }
  if (head.oembed && head.canonicalPath) {
    const query = new URLSearchParams({ url: absoluteUrl(publicUrl, head.canonicalPath), format: 'json' });
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(`${publicUrl}/oembed?${query}`)}" title="${escapeHtml(head.title)}">`,
    );
  }
  if (head.feedPath) {
    const page = head.feedPath.replace(/\/$/, '');
    const feed = (format: string, type: string) =>
      `<link rel="alternate" type="${type}" title="${escapeHtml(head.title)}" href="${escapeHtml(absoluteUrl(publicUrl, `${page}/${format}`))}">`;
    tags.push(feed('rss', 'application/rss+xml'), feed('atom', 'application/atom+xml'));
  }
  if (head.ogType) {
    tags.push(
      meta('property', 'og:type', head.ogType),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', head.title),
      // A blog's square avatar reads as a profile picture; a post's image as the post itself.
      meta(
        'name',
        'twitter:card',
        head.image && head.ogType !== 'profile' ? 'summary_large_image' : 'summary',
      ),
      meta('name', 'twitter:title', head.title),
    );
    if (head.description) {
      tags.push(
        meta('property', 'og:description', head.description),
        meta('name', 'twitter:description', head.description),
      );
    }
  }
  if (head.ogType && head.image) {
    const url = absoluteUrl(publicUrl, head.image.url);
    tags.push(meta('property', 'og:image', url), meta('name', 'twitter:image', url));
    if (head.image.width && head.image.height) {
      tags.push(
        meta('property', 'og:image:width', head.image.width),
        meta('property', 'og:image:height', head.image.height),
      );
    }
    if (head.image.alt) {
      tags.push(
        meta('property', 'og:image:alt', head.image.alt),
        meta('name', 'twitter:image:alt', head.image.alt),
      );
    }
  }
  if (head.jsonLd) {
    const data = jsonLdUrls(head.jsonLd, (path) => absoluteUrl(publicUrl, path));
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  }
  return tags.join('');
}
