import { type PostView, SAFE_MODE_LINKS, safeModeTexts } from '@rookery/core';
import { postHtml } from '../posts/post-html.js';
import { absoluteUrl } from '../seo/head-tags.js';
import { summarizePost } from '../seo/post-summary.js';

/** One post as both feed formats carry it. */
export interface FeedItem {
  title: string;
  /** Absolute. */
  link: string;
  published: Date;
  author: string;
  tags: string[];
  /** A line or two of plain text. */
  summary: string;
  /** The post as HTML, every address in it absolute (a feed reader has no page to resolve against). */
  html: string;
  enclosure: { url: string; type: string } | null;
}

/** A feed is read away from the site: a path in the post's HTML becomes an address on this site. */
const absolutePaths = (html: string, publicUrl: string) =>
  html.replace(/\b(src|href|poster)="\/(?!\/)/g, `$1="${publicUrl}/`);

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', gif: 'image/gif', webp: 'image/webp' };
const typeOfImage = (url: string) =>
  IMAGE_TYPES[/\.(\w+)(?:\?|$)/.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/jpeg';

/** The post's media as an enclosure, so podcast and photo feed readers get the file itself. */
function enclosureOf(post: PostView, publicUrl: string): FeedItem['enclosure'] {
  if (post.type === 'audio' && post.media_url)
    return { url: absoluteUrl(publicUrl, post.media_url), type: 'audio/mpeg' };
  if (post.type === 'video' && post.media_url)
    return { url: absoluteUrl(publicUrl, post.media_url), type: 'video/mp4' };
  const photo = post.photos[0];
  return photo ? { url: absoluteUrl(publicUrl, photo.url), type: typeOfImage(photo.url) } : null;
}

/**
 * A post as a feed item. A feed is read logged out, as a visitor reads, so a sensitive post
 * (issue 19: a visitor is always in safe mode) carries the notice and a link, never its content.
 */
export function feedItem(post: PostView, publicUrl: string): FeedItem {
  const link = absoluteUrl(publicUrl, post.post_url);
  const summary = summarizePost(post);
  const sensitive = post.is_nsfw;
  const html = sensitive
    ? `<p>${safeModeTexts.sensitiveMedia}. <a href="${link}">View it on the site</a> (<a href="${publicUrl}${SAFE_MODE_LINKS.docs}">why?</a>).</p>`
    : absolutePaths(postHtml(post, link), publicUrl);
  return {
    title: summary.headline,
    link,
    published: new Date(post.date),
    author: post.blog_name,
    tags: post.tags,
    summary: sensitive ? safeModeTexts.sensitiveMedia : summary.description,
    html,
    enclosure: sensitive ? null : enclosureOf(post, publicUrl),
  };
}
