import { z } from 'zod';
import { flag } from './form-values.js';
import { digitsFitBigint } from './ids.js';
import { messages } from './messages.js';
import { postIdSchema } from './posts/requests.js';
import type { PostTumblelog } from './posts/responses.js';

/**
 * The post actions of spec document 2 §4 and §7: like, unlike, fast reblog, reply, promote, post
 * subscriptions, and the notes of a post. Logging context the client sends (placement_id, pt,
 * is_recommended, method, offset) is accepted and not stored.
 */

const optionalText = z.union([z.string(), z.number(), z.boolean()]).optional();

/** Spec document 2 §3 like payload; `key` is the post's reblog key, so ids alone cannot be walked. */
export const likeSchema = z.object({
  id: postIdSchema,
  root_id: postIdSchema.optional(),
  key: z.string().min(1, messages.postNotFound),
  /** The post's blog, as the card shows it. */
  tumblelog_name: z.string().optional(),
  placement_id: optionalText,
  is_recommended: optionalText,
  pt: optionalText,
  method: optionalText,
  /** Where the like happened: one of LIKE_SOURCES. */
  source: z.string().optional(),
  offset: optionalText,
});
export type LikeInput = z.input<typeof likeSchema>;

/** Spec document 2 §2: the page-path labels a like's source is one of. */
export const LIKE_SOURCES = [
  'dashboard_iframe',
  'dashboard',
  'tagged',
  'likes',
  'inbox',
  'search',
  'explore',
  'tv',
  'blog_peek',
  'search_peek',
  'unknown',
] as const;
export type LikeSource = (typeof LIKE_SOURCES)[number];

export interface LikeResponse {
  id: string;
  liked: boolean;
  /** The root's notes after the change (likes count on the chain's root). */
  note_count: number;
}

/** POST /fast_reblog (spec document 2 §7): reblog at once, with no comment, or add to the queue. */
export const fastReblogSchema = z.object({
  reblog_key: z.string().min(1, messages.postNotFound),
  reblog_post_id: postIdSchema,
  queue: flag.optional().default(false),
  /** The user's blog to reblog to; the current blog when absent. */
  tumblelog: z.string().optional(),
  pt: optionalText,
  offset: optionalText,
});
export type FastReblogInput = z.input<typeof fastReblogSchema>;

export interface FastReblogResponse {
  /** The new reblog. */
  id: string;
  queued: boolean;
  /** The blog reblogged to: the toast reads its avatar and name_or_id. */
  post_tumblelog: PostTumblelog;
  /** The reblogged post was the reblogging blog's own (the toast's self-reblog variant). */
  self_reblog: boolean;
}

/** A reply's length limit; the spec is silent, Tumblr's was 475. */
export const REPLY_MAX_LENGTH = 475;

/** POST /svc/reply (spec document 2 §7). `tumblelog_key` is the post's reblog key, as a like's `key`. */
export const replySchema = z.object({
  reply_text: z
    .string()
    .trim()
    .min(1, messages.replyEmpty)
    .max(REPLY_MAX_LENGTH, messages.replyTooLong)
    .transform((s) => s.replace(/\s*\n\s*/g, ' ')),
  post_id: postIdSchema,
  tumblelog_key: z.string().min(1, messages.postNotFound),
  /** The user's blog replying; the current blog when absent. */
  tumblelog: z.string().optional(),
  source: z.string().optional(),
});
export type ReplyInput = z.input<typeof replySchema>;

export type NoteKind = 'like' | 'reblog' | 'reply';

export interface NoteBlog {
  name: string;
  url: string;
  avatar_url: string;
}

/** One note of a post: who liked, reblogged (and what they said) or replied (and what). */
export interface NoteItem {
  kind: NoteKind;
  /** Unique within the notes: `{kind}-{id}`. */
  id: string;
  blog: NoteBlog;
  created_at: string;
  /** A reply's words, or a reblog's comment as plain text; empty for likes. */
  text: string;
  /** A reblog's permalink. */
  post_url: string | null;
}

export interface NoteCounts {
  likes: number;
  reblogs: number;
  replies: number;
  total: number;
}

/** Notes a page; the notes panel asks for more with `before`. */
export const NOTES_PAGE_SIZE = 20;

export const notesQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,19}_[a-z]+_\d{1,19}$/, messages.invalidCursor)
    .refine(digitsFitBigint, messages.invalidCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTES_PAGE_SIZE),
});

/** GET /svc/post/{id}/notes?before=: the notes of a post's chain (its root's), newest first. */
export interface NotesResponse {
  post_id: string;
  counts: NoteCounts;
  notes: NoteItem[];
  /** Pass as `before` for the next page; null on the last page. */
  next: string | null;
}

export interface ReplyResponse {
  note: NoteItem;
  /** A reply subscribes the replier to the post (spec document 2 §4). */
  is_subscribed: true;
  note_count: number;
}

/** POST or DELETE /svc/blog/{blog}/posts/{post_id}/subscription. */
export interface PostSubscriptionResponse {
  post_id: string;
  is_subscribed: boolean;
}

/**
 * POST /svc/promote and /svc/unpromote (spec document 2 §7). A tag's id is its lower-cased name
 * (tags have no table of their own), so unpromote's `tag_id` and promote's `tag` name the same.
 */
export const promoteSchema = z.object({
  tag: z.string().trim().min(1, messages.promoteTagMissing),
  post_id: postIdSchema,
  reblog_key: z.string().min(1, messages.postNotFound),
  tumblelog_name: z.string().optional(),
});

export const unpromoteSchema = z
  .object({
    tag_id: z.string().trim().optional(),
    tag: z.string().trim().optional(),
    post_id: postIdSchema,
    reblog_key: z.string().min(1, messages.postNotFound),
    tumblelog_name: z.string().optional(),
  })
  .transform(({ tag_id, tag, ...rest }) => ({ ...rest, tag: tag_id || tag || '' }))
  .refine((v) => v.tag.length > 0, { message: messages.promoteTagMissing, path: ['tag_id'] });

export interface PromoteResponse {
  post_id: string;
  tag: string;
  tag_id: string;
  promoted: boolean;
}

/** Promoted posts a tag's page leads with, at most. */
export const PROMOTED_PER_TAG_MAX = 5;
