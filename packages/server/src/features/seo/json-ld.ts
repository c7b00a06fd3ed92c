import { AVATAR_SIZES, avatarUrl, type PostView } from '@rookery/core';
import type { BlogRow } from '../blogs/blog-row.js';
import type { PostSummary } from './post-summary.js';

/**
 * schema.org data of the public pages (https://schema.org/SocialMediaPosting, ProfilePage). Paths
 * stay paths here; jsonLdUrls makes them absolute, so these stay free of configuration.
 */
const AVATAR = AVATAR_SIZES[AVATAR_SIZES.length - 1]!;

function author(name: string, title: string, image: string) {
  return { '@type': 'Person', name: title || name, alternateName: name, url: `/${name}`, image };
}

export function postJsonLd(post: PostView, blogTitle: string, summary: PostSummary): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SocialMediaPosting',
    '@id': post.post_url,
    url: post.post_url,
    headline: summary.headline,
    ...(summary.description ? { articleBody: summary.description } : {}),
    datePublished: post.date,
    author: author(post.blog.name, blogTitle, post.blog.avatar_url),
    ...(summary.image ? { image: summary.image.url } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: post.note_count,
    },
  };
}

export function blogJsonLd(blog: BlogRow, description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: `/${blog.name}`,
    dateCreated: blog.created_at.toISOString(),
    mainEntity: {
      ...author(blog.name, blog.title, avatarUrl(blog.name, AVATAR, blog.avatar_version)),
      description,
    },
  };
}

/** Every path of the data (`url`, `@id`, `image`) made absolute against the site's address. */
export function jsonLdUrls(data: unknown, toAbsolute: (path: string) => string): unknown {
  if (Array.isArray(data)) return data.map((d) => jsonLdUrls(d, toAbsolute));
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [
      k,
      typeof v === 'string' && ['url', '@id', 'image'].includes(k)
        ? toAbsolute(v)
        : jsonLdUrls(v, toAbsolute),
    ]),
  );
}
