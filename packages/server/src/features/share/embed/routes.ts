import { ErrorCode, isPostId, messages } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../deps.js';
import { AppError, NotFoundError } from '../../../http/errors.js';
import { parse } from '../../../http/validate.js';
import { absoluteBlogUrl } from '../../blog-hosts/blog-urls.js';
import { findBlogByName } from '../../blogs/blogs.js';
import { presentTheme } from '../../blogs/present.js';
import { presentIds } from '../../posts/pipeline/run.js';
import { absoluteUrl } from '../../seo/head-tags.js';
import { isEmbeddable, isFlagged } from '../shareable-post.js';
import { embedPage } from './embed-page.js';
import { hostScript, PAGE_SCRIPT_HASH } from './embed-scripts.js';
import { oembedFor, oembedTarget } from './oembed.js';

/** The embed page may be framed by any site; it runs only its own inline script and loads only media. */
const EMBED_CSP = [
  "default-src 'none'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  "style-src 'unsafe-inline'",
  `script-src ${PAGE_SCRIPT_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

/** Embeds are read far more than posts change: five minutes in any cache. */
const EMBED_CACHE = 'public, max-age=300';

const NOT_AVAILABLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not available</title></head><body style="font:15px system-ui,sans-serif;margin:12px">This post is not available.</body></html>`;

export const oembedQuery = z.object({
  url: z.string().max(2000),
  format: z.string().default('json'),
  maxwidth: z.coerce.number().int().positive().optional(),
});

/**
 * Embedding (issue 18, beyond the spec): the embed page `/embed/post/{blog}/{id}`, the script that
 * sizes its frame, and `/oembed`. Always as a logged-out visitor sees the post: private, draft,
 * members-only and sensitive posts are 404.
 */
export function embedPageRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  /** The post at the id as a visitor may embed it, on the named blog when one is named. */
  async function embeddablePost(postId: string, blog?: string) {
    const [post] = isPostId(postId) ? await presentIds(db, null, [postId]) : [];
    if (!post || (blog && post.blog_name !== blog)) return undefined;
    if (!isEmbeddable(post, await isFlagged(db, post.id))) return undefined;
    return post;
  }

  app.get<{ Params: { blog: string; id: string } }>('/embed/post/:blog/:id', async (request, reply) => {
    const post = await embeddablePost(request.params.id, request.params.blog);
    const blog = post && (await findBlogByName(db, post.blog_name));
    reply.header('content-security-policy', EMBED_CSP).type('text/html; charset=utf-8');
    if (!post || !blog) return reply.status(404).send(NOT_AVAILABLE);
    const page = embedPage({
      post,
      theme: presentTheme(blog),
      permalink: absoluteUrl(config.publicUrl, post.post_url),
      blogUrl: absoluteBlogUrl(blog.name),
    });
    return reply.header('cache-control', EMBED_CACHE).send(page);
  });

  const script = hostScript(new URL(config.publicUrl).origin);
  app.get('/embed/embed.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(script),
  );

  app.get('/oembed', async (request, reply) => {
    const query = parse(oembedQuery, request.query);
    // oEmbed §2.3.2: a format the provider does not offer is 501.
    if (query.format !== 'json')
      throw new AppError(501, ErrorCode.validation, 'Only format=json is offered.');
    const target = oembedTarget(query.url, config.publicUrl);
    const post = target && (await embeddablePost(target.postId, target.blog));
    if (!post) throw new NotFoundError(messages.postNotFound);
    reply.header('cache-control', EMBED_CACHE).header('access-control-allow-origin', '*');
    return oembedFor(post, config.publicUrl, query.maxwidth);
  });
}
