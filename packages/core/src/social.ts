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
  /** The current user's following count (friend_count) after the change. */
  friend_count: number;
}

/** Spec document 1 §5: a follow or unfollow is skipped when the blog is already so, unless forced. */
export function followChangeNeeded(following: boolean, wanted: boolean, force = false): boolean {
  return force || following !== wanted;
}

interface FollowFlags {
  following: boolean;
  can_subscribe: boolean;
  is_subscribed: boolean;
}

/**
 * Spec document 1 §4: a blog once the viewer follows or stops following it. Unfollowing ends the
 * subscription and the right to one; following gives the right (the subscription stays off).
 */
export function withFollowing<T extends FollowFlags>(blog: T, following: boolean): T {
  return following
    ? { ...blog, following: true, can_subscribe: true }
    : { ...blog, following: false, can_subscribe: false, is_subscribed: false };
}

/** Spec document 1 §4: the following count moves by one per follow change, never below zero. */
export function followingCountAfter(count: number, following: boolean): number {
  return Math.max(0, count + (following ? 1 : -1));
}

/** GET /svc/following: the blogs the current blog follows, most recently followed first. */
export interface FollowingResponse {
  blog_name: string;
  blogs: BlogData[];
  total: number;
  /** Pass as `before` for the next page; null on the last page. */
  next: string | null;
}
