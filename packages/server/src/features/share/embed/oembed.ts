import { type PostView, plainText } from '@rookery/core';
import { absoluteBlogUrl, mainPathOf } from '../../blog-hosts/blog-urls.js';
import { SITE_NAME } from '../../seo/head-tags.js';
import { matchPage } from '../../seo/page-route.js';
import { summarizePost } from '../../seo/post-summary.js';
import { EMBED_START_HEIGHT, EMBED_WIDTH, embedCode } from '../embed-code.js';
import { postIdOfCode } from '../short-link.js';

/** An oEmbed 1.0 answer of the rich type (oembed.com §2.3.4, §2.3.5). */
export interface OEmbedRich {
  version: '1.0';
  type: 'rich';
  provider_name: string;
  provider_url: string;
  author_name: string;
  author_url: string;
  title: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** What an oEmbed url names: a permalink of this site, or its short link (the blog is then unknown). */
export type OEmbedTarget = { postId: string; blog?: string };

/** The post a url on this site names, or undefined for any other url. */
export function oembedTarget(url: string, publicUrl: string): OEmbedTarget | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  // The main site's address, or a blog's own host's (features/blog-hosts), read as the main site's path.
  const path = mainPathOf(parsed);
  if (path === undefined || publicUrl === '') return undefined;
  const short = /^\/p\/([^/]+)$/.exec(path);
  if (short) {
    const postId = postIdOfCode(short[1] ?? '');
    return postId ? { postId } : undefined;
  }
  const route = matchPage(path);
  return route.kind === 'post' ? { postId: route.postId, blog: route.blog } : undefined;
}

/** A day: an embed's frame shows the post live, this only caches its code. */
const CACHE_AGE_S = 86_400;

/** The rich answer for a post, no wider than the consumer's maxwidth. */
export function oembedFor(post: PostView, publicUrl: string, maxWidth?: number): OEmbedRich {
  const width = Math.max(200, Math.min(EMBED_WIDTH, maxWidth ?? EMBED_WIDTH));
  const summary = summarizePost(post);
  const image = summary.image;
  return {
    version: '1.0',
    type: 'rich',
    provider_name: SITE_NAME,
    provider_url: publicUrl,
    author_name: post.blog.title || post.blog_name,
    author_url: absoluteBlogUrl(post.blog_name),
    title: plainText(summary.headline),
    html: embedCode(publicUrl, post, width),
    width,
    height: EMBED_START_HEIGHT,
    cache_age: CACHE_AGE_S,
    ...(image?.width && image.height
      ? {
          thumbnail_url: new URL(image.url, publicUrl).href,
          thumbnail_width: image.width,
          thumbnail_height: image.height,
        }
      : {}),
  };
}
