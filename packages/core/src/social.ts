import { z } from 'zod';
import type { BlogData } from './blog.js';
import { messages } from './messages.js';

/**
 * POST /svc/follow and /svc/unfollow (spec document 1 §7): the current blog follows or unfollows
 * `tumblelog`. The other fields are logging context the client sends; they are accepted, not stored.
 */
export const followSchema = z.object({
  tumblelog: z.string().min(1, messages.blogNotFound),
  page_url: z.string().optional(),
  placement_id: z.string().optional(),
  pt: z.string().optional(),
  source: z.string().optional(),
  context: z.string().optional(),
  tlt: z.string().optional(),
  offset: z.union([z.string(), z.number()]).optional(),
});
export type FollowInput = z.input<typeof followSchema>;

export interface FollowResponse {
  tumblelog: string;
  following: boolean;
}

/** GET /svc/following: the blogs the current blog follows, most recently followed first. */
export interface FollowingResponse {
  blog_name: string;
  blogs: BlogData[];
  total: number;
  /** Pass as `before` for the next page; null on the last page. */
  next: string | null;
}
