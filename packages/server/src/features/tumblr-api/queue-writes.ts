import { randomInt } from 'node:crypto';
import { POSTS_PAGE_MAX } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { queueOf } from '../posts/list-posts.js';
import { reorderQueue } from '../queue/reorder.js';
import { answer, badRequest } from './answers.js';
import { ownedBlog } from './blog-identifier.js';
import { apiCaller } from './caller.js';
import { param, required } from './write-kit.js';

type BlogRoute = { Params: { blog: string } };

/** The whole queue in publishing order, read as the queue page reads it. */
async function queueIds(db: AppDeps['db'], blog: BlogRow): Promise<string[]> {
  const ids: string[] = [];
  let before: string | undefined;
  do {
    const page = await queueOf(db, blog.id, { limit: POSTS_PAGE_MAX, ...(before ? { before } : {}) });
    ids.push(...page.ids);
    before = page.next ?? undefined;
  } while (before);
  return ids;
}

/** Fisher–Yates, with the platform's random numbers. */
function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The queue's writes (api.md `/posts/queue/reorder`, `/posts/queue/shuffle`): a new order made from
 * the queue as it is and handed to the queue page's own reorder, which refuses an order that is
 * no longer the queue (a post went out meanwhile: 409, try again).
 */
export function queueWrites(scope: FastifyInstance, { db }: AppDeps): void {
  const signed = { config: { signedCall: true } };

  scope.post<BlogRoute>('/blog/:blog/posts/queue/reorder', signed, async (request) => {
    const caller = await apiCaller(request, 'write');
    const blog = await ownedBlog(request, caller, request.params.blog);
    const moved = required(request.body, 'post_id');
    const after = param(request.body, 'insert_after') || '0';
    const queue = await queueIds(db, blog);
    if (!queue.includes(moved)) throw badRequest("'post_id' is not in the queue.");
    const rest = queue.filter((id) => id !== moved);
    const at = after === '0' ? 0 : rest.indexOf(after) + 1;
    if (at === 0 && after !== '0') throw badRequest("'insert_after' is not in the queue.");
    await reorderQueue(db, blog, [...rest.slice(0, at), moved, ...rest.slice(at)]);
    return answer([]);
  });

  scope.post<BlogRoute>('/blog/:blog/posts/queue/shuffle', signed, async (request) => {
    const caller = await apiCaller(request, 'write');
    const blog = await ownedBlog(request, caller, request.params.blog);
    await reorderQueue(db, blog, shuffled(await queueIds(db, blog)));
    return answer([]);
  });
}
