import { createHash } from 'node:crypto';
import { listPostsQuerySchema, type PostView, plainText, TAG_MAX_LENGTH } from '@rookery/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { blogPageHref } from '../blog-hosts/blog-urls.js';
import { findBlogByName } from '../blogs/blogs.js';
import { listBlogPosts } from '../posts/list-posts.js';
import { runPipeline } from '../posts/pipeline/run.js';
import { clip } from '../seo/post-summary.js';
import { taggedSkeleton } from '../tagged/skeleton.js';
import { feedItem } from './feed-items.js';
import { atomXml, type FeedChannel, rssXml } from './feed-xml.js';

/** Ours: the newest this many posts, as most feeds carry. */
const FEED_SIZE = 20;
const FORMATS = {
  rss: { type: 'application/rss+xml; charset=utf-8', render: rssXml },
  atom: { type: 'application/atom+xml; charset=utf-8', render: atomXml },
} as const;
type Format = keyof typeof FORMATS;

export const tagParam = z.string().trim().min(1).max(TAG_MAX_LENGTH);

/**
 * Answers a feed, or 304 when the reader's copy is current: the ETag is the document's own hash,
 * Last-Modified its newest post (conditional GET, issue 21). Cached five minutes by anyone: a
 * feed shows only what a visitor may see.
 */
function sendFeed(request: FastifyRequest, reply: FastifyReply, format: Format, body: string, newest: Date) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const modified = newest.getTime() > 0 ? newest.toUTCString() : undefined;
  reply.header('etag', etag).header('cache-control', 'public, max-age=300');
  if (modified) reply.header('last-modified', modified);
  const since = request.headers['if-modified-since'];
  const match = request.headers['if-none-match'];
  const fresh = match
    ? match.split(',').some((tag) => tag.trim() === etag)
    : since !== undefined && modified !== undefined && Date.parse(since) >= Date.parse(modified);
  if (fresh) return reply.code(304).send();
  return reply.type(FORMATS[format].type).send(body);
}

/**
 * RSS 2.0 and Atom feeds (issue 21): a blog's (`/{blog}/rss`, `/{blog}/atom`), a blog's tag
 * (`/{blog}/tagged/{tag}/rss`), and a tag across the site (`/tagged/{tag}/rss`): the newest public
 * posts with their full content and media, as a visitor sees them.
 */
export function feedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const site = config.publicUrl;

  /** The feed of the page at `page` (its absolute address) with these posts. */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    format: Format,
    { page, title, description }: { page: string; title: string; description: string },
    posts: PostView[],
  ) {
    const channel: FeedChannel = {
      title,
      description,
      link: page,
      self: `${page.replace(/\/$/, '')}/${format}`,
    };
    const items = posts.map((post) => feedItem(post, site));
    const body = FORMATS[format].render(channel, items);
    return sendFeed(request, reply, format, body, items[0]?.published ?? new Date(0));
  }

  async function blogFeed(
    request: FastifyRequest,
    reply: FastifyReply,
    format: Format,
    name: string,
    tag?: string,
  ) {
    const blog = await findBlogByName(db, name);
    if (!blog) throw new NotFoundError();
    const query = parse(listPostsQuerySchema, { limit: FEED_SIZE, ...(tag ? { tag } : {}) });
    const { posts } = await listBlogPosts(db, null, blog.name, query);
    const title = blog.title || blog.name;
    return answer(
      request,
      reply,
      format,
      {
        // At the blog's own address when it has one (features/blog-hosts).
        page: blogPageHref(tag ? `/${blog.name}/tagged/${encodeURIComponent(tag)}` : `/${blog.name}`, true),
        title: tag ? `#${tag} — ${title}` : title,
        description: clip(plainText(blog.description), 300) || `Posts from ${blog.name} on Rookery.`,
      },
      posts,
    );
  }

  async function tagFeed(request: FastifyRequest, reply: FastifyReply, format: Format, tag: string) {
    const skeleton = await taggedSkeleton(db, tag, { limit: FEED_SIZE }, null);
    const { posts } = await runPipeline(db, null, skeleton);
    const page = `${site}/tagged/${encodeURIComponent(tag)}`;
    return answer(
      request,
      reply,
      format,
      { page, title: `#${tag} — Rookery`, description: `Posts tagged #${tag} on Rookery.` },
      posts,
    );
  }

  for (const format of Object.keys(FORMATS) as Format[]) {
    app.get<{ Params: { blog: string } }>(`/:blog/${format}`, (request, reply) =>
      blogFeed(request, reply, format, request.params.blog),
    );
    app.get<{ Params: { blog: string; tag: string } }>(`/:blog/tagged/:tag/${format}`, (request, reply) =>
      blogFeed(request, reply, format, request.params.blog, parse(tagParam, request.params.tag)),
    );
    app.get<{ Params: { tag: string } }>(`/tagged/:tag/${format}`, (request, reply) =>
      tagFeed(request, reply, format, parse(tagParam, request.params.tag)),
    );
  }
}
