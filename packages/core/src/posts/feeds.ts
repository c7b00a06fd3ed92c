import { z } from 'zod';
import type { BlogData } from '../blog.js';
import { flag } from '../form-values.js';
import { digitsFitBigint } from '../ids.js';
import { messages } from '../messages.js';
import { POSTS_PAGE_DEFAULT, POSTS_PAGE_MAX, TAG_MAX_LENGTH } from './limits.js';
import { postIdSchema } from './requests.js';
import type { PostView } from './view.js';

/**
 * The reading calls (issue 5). Every list answers PostListResponse and pages by an opaque keyset
 * cursor passed back as `before`: new posts arriving at the top never shift a reader's next page.
 *
 *   GET /svc/dashboard                 posts of the blogs the user's blogs follow, and their own
 *   GET /svc/blog/{name}/posts         a blog's posts (?tag= narrows to a tag; ?state= for its owner)
 *   GET /svc/blog/{name}/post/{id}     one post (permalink) → PostPermalinkResponse
 *   GET /svc/tagged/{tag}              public posts with a tag, across the site
 *   GET /svc/explore/trending          the posts with the most notes in the last EXPLORE_WINDOW_DAYS
 *   GET /svc/explore/newest            every public post, newest first
 *   GET /svc/likes                     the user's liked posts, latest like first
 *   GET /svc/following                 blogs the current blog follows → FollowingResponse
 *   GET /svc/post/{pageRoot}/{direction}/{refPostId}   HTML fragment of dashboard, drafts or inbox posts
 */
export const FEED_CURSOR_PATTERN = /^\d{1,19}(?:_\d{1,19})?$/;

export const feedQuerySchema = z.object({
  before: z
    .string()
    .regex(FEED_CURSOR_PATTERN, messages.invalidCursor)
    .refine(digitsFitBigint, messages.invalidCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(POSTS_PAGE_MAX).default(POSTS_PAGE_DEFAULT),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;

/** States an owner may list besides the public ones (GET /svc/blog/{name}/posts?state=). */
export const LISTABLE_STATES = ['published', 'draft', 'queued', 'scheduled', 'private'] as const;

export const listPostsQuerySchema = feedQuerySchema.extend({
  state: z.enum(LISTABLE_STATES).optional(),
  tag: z.string().trim().min(1).max(TAG_MAX_LENGTH).optional(),
});

/** Explore's trending window: notes count for posts published in the last this many days. */
export const EXPLORE_WINDOW_DAYS = 7;
export const EXPLORE_TRENDING_LIMIT = 10;

/** Pages whose posts the fragment call renders (spec document 1 §7 context pages). */
export const FRAGMENT_PAGE_ROOTS = ['dashboard', 'drafts', 'inbox'] as const;
export type FragmentPageRoot = (typeof FRAGMENT_PAGE_ROOTS)[number];
/**
 * 'before' answers the posts above the reference post in the page's order (newer, on the dashboard),
 * 'after' those below it. Drafts read oldest first, so a draft just saved comes 'after' the last one.
 */
export const FRAGMENT_DIRECTIONS = ['before', 'after'] as const;
export type FragmentDirection = (typeof FRAGMENT_DIRECTIONS)[number];

export const fragmentParamsSchema = z.object({
  pageRoot: z.enum(FRAGMENT_PAGE_ROOTS),
  direction: z.enum(FRAGMENT_DIRECTIONS),
  // 0 means "no post yet on the page": the first page's posts.
  refPostId: z.union([z.literal('0'), postIdSchema]),
});

/** The fragment's root element marks each post with this attribute (its id), so a page can merge it. */
export const FRAGMENT_POST_ATTRIBUTE = 'data-post-id';

/**
 * POST /publish (spec document 2 §7): `id`, or `id` and `queue`. A post of the user's goes out now,
 * or with `queue` joins the end of its blog's queue. `post_id`, the name this call took first, is
 * still read in place of `id`.
 */
export const publishPostSchema = z
  .object({
    id: postIdSchema.optional(),
    post_id: postIdSchema.optional(),
    queue: flag.optional().default(false),
    tumblelog: z.string().optional(),
  })
  .refine((input) => (input.id ?? input.post_id) !== undefined, {
    message: messages.postNotFound,
    path: ['id'],
  })
  .transform((input) => ({ id: (input.id ?? input.post_id) as string, queue: input.queue }));
export type PublishPostInput = z.output<typeof publishPostSchema>;

export interface PublishPostResponse {
  id: string;
  state: 'published' | 'queued';
}

/** POST /svc/blog/{name}/queue/reorder: the queue's posts in the order the owner wants them. */
export const reorderQueueSchema = z.object({ post_ids: z.array(postIdSchema).min(1).max(1000) });

/** GET /svc/blog/{name}/post/{id}: one post and the blog it is on (for the themed permalink page). */
export interface PostPermalinkResponse {
  post: PostView;
  blog: BlogData;
}
