import { z } from 'zod';
import { digitsFitBigint } from './ids.js';
import { messages } from './messages.js';

/**
 * The activity of a blog (issue 6): what others did with it and its posts. Each item names the
 * blog that acted, except an anonymous ask, whose asker is kept for moderation and never shown.
 */
export const ACTIVITY_KINDS = [
  'like',
  'reblog',
  'follow',
  'reply',
  'ask',
  'answer',
  'submission',
  'new_post',
  'mention',
  /** A moderator's decision about one of the blog's posts (issue 19); no actor blog. */
  'moderation',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Items of the activity menu a page. */
export const ACTIVITY_PAGE_SIZE = 20;

export interface ActivityActor {
  name: string;
  title: string;
  url: string;
  avatar_url: string;
}

export interface ActivityItem {
  id: string;
  kind: ActivityKind;
  /** The blog the item is for (one of the user's). */
  blog_name: string;
  /** Who acted; null for an anonymous ask. */
  actor: ActivityActor | null;
  /** The post concerned (liked, reblogged, replied to, answered, newly published), if any. */
  post: { id: string; url: string; summary: string } | null;
  /** A reply's text, a reblog's comment, an ask's question: a short excerpt. */
  text: string;
  created_at: string;
  read: boolean;
}

/** GET /svc/activity?blog=&before= */
export interface ActivityResponse {
  blog_name: string;
  items: ActivityItem[];
  /** Pass as `before` for the next page; null on the last page. */
  next: string | null;
}

/** GET /svc/activity/unread: unread items per blog of the user, and their sum. */
export interface ActivityUnreadResponse {
  total: number;
  blogs: Record<string, number>;
}

/** A page of activity: `before` is the id of the last item seen. */
export const activityQuerySchema = z.object({
  blog: z.string().min(1).optional(),
  before: z
    .string()
    .regex(/^\d{1,19}$/, messages.invalidCursor)
    .refine(digitsFitBigint, messages.invalidCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ACTIVITY_PAGE_SIZE),
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** POST /svc/activity/read: the blog's items up to `up_to` (all when absent) become read. */
export const activityReadSchema = z.object({
  blog: z.string().min(1),
  up_to: z
    .string()
    .regex(/^\d{1,19}$/)
    .refine(digitsFitBigint)
    .optional(),
});
