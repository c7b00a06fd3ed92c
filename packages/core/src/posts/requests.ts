import { z } from 'zod';
import { isBigintId } from '../ids.js';
import { messages } from '../messages.js';

/** Post ids are 64-bit and travel as strings; JSON numbers are accepted while they are exact. */
export const postIdSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v),
  z.string().refine(isBigintId, messages.postNotFound),
);

/** A positive PostgreSQL bigint written in digits: anything else names no post. */
export const isPostId = isBigintId;

/** POST /svc/post/fetch: a post of one's own to edit, or any post to reblog (spec document 1 §7). */
export const fetchPostSchema = z.union([
  z.object({ post_id: postIdSchema, channel_id: z.string().optional() }),
  z.object({
    reblog_id: postIdSchema,
    reblog_key: z.string().min(1, messages.postNotFound),
    reblog_blog_name: z.string().optional(),
    carousel_index: z.unknown().optional(),
  }),
]);
export type FetchPostInput = z.output<typeof fetchPostSchema>;

export const deletePostSchema = z.object({ post_id: postIdSchema, channel_id: z.string().optional() });
