import { blockAddSchema } from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { parse } from '../../http/validate.js';
import { addBlock, removeBlock } from '../blocks/blocks.js';
import { loadViewer, type Viewer } from '../posts/pipeline/viewer.js';
import { answer, badRequest, notFound } from './answers.js';
import { findBlogByIdentifier, ownedBlog } from './blog-identifier.js';
import { apiCaller } from './caller.js';
import { param, sessionFor } from './write-kit.js';

type BlogRoute = { Params: { blog: string } };

/** A DELETE's parameters come in its query as often as in a body. */
const paramsOf = (request: FastifyRequest): unknown => request.body ?? request.query;

/** The blog `blocked_tumblelog` names, by any blog identifier; 404 when there is none. */
async function blockedName(request: FastifyRequest, identifier: string): Promise<string> {
  const blog = await findBlogByIdentifier(request, identifier);
  if (!blog) throw notFound('Blog not found.');
  return blog.name;
}

/**
 * A blog's blocks (api.md `/blocks` POST and DELETE): the web client's block and unblock, as the
 * blog the path names (its owner's token only), with their rules: never one's own blogs, follows
 * between the two ended. `post_id` blocks the sender of an ask or submission the blog received.
 */
export function blocksWrites(scope: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const signed = { config: { signedCall: true } };

  async function asBlog(request: FastifyRequest<BlogRoute>) {
    const caller = await apiCaller(request, 'write');
    const blog = await ownedBlog(request, caller, request.params.blog);
    return { blog, viewer: (await loadViewer(db, sessionFor(caller, blog))) as Viewer };
  }

  scope.post<BlogRoute>('/blog/:blog/blocks', signed, async (request, reply) => {
    const { blog, viewer } = await asBlog(request);
    const identifier = param(request.body, 'blocked_tumblelog');
    const postId = param(request.body, 'post_id');
    if (!identifier && !postId) throw badRequest("'blocked_tumblelog' or 'post_id' is required.");
    const input = identifier
      ? { tumblelog: blog.name, blocked_tumblelog: await blockedName(request, identifier) }
      : parse(blockAddSchema, { tumblelog: blog.name, blocked_post: postId });
    await addBlock(db, viewer, input);
    return reply.status(201).send(answer([], 201));
  });

  scope.delete<BlogRoute>('/blog/:blog/blocks', signed, async (request) => {
    const { blog, viewer } = await asBlog(request);
    const identifier = param(paramsOf(request), 'blocked_tumblelog');
    // @NOTE Blocks by address cannot be lifted here, on the web either: `anonymous_only` finds nothing.
    if (!identifier) throw notFound("'blocked_tumblelog' names no block.");
    await removeBlock(db, viewer, {
      tumblelog: blog.name,
      blocked_tumblelog: await blockedName(request, identifier),
    });
    return answer([]);
  });
}
