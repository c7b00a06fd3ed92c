import { z } from 'zod';
import { digitsFitBigint } from './ids.js';
import { messages } from './messages.js';

/**
 * Blocks (spec document 1 §7, §8): a blog blocks another blog. The blocked blog cannot follow the
 * blocker, message it, find it in search or interact with its posts, and its posts leave the
 * blocker's dashboard. `tumblelog` is the blocking blog, one of the user's own.
 */
const blogName = z.string().trim().min(1, messages.blogNotFound);

export const BLOCK_CONTEXTS = ['blog_card', 'post', 'message', 'settings'] as const;

/** POST /svc/block/add: block a blog by name, or the blog behind a post (its author). */
export const blockAddSchema = z
  .object({
    tumblelog: blogName,
    blocked_tumblelog: z.string().trim().optional(),
    blocked_post: z
      .string()
      .trim()
      .regex(/^\d{1,19}$/, messages.postNotFound)
      .refine(digitsFitBigint, messages.postNotFound)
      .optional(),
    block_context: z.string().max(40).optional(),
  })
  .refine((b) => !!b.blocked_tumblelog || !!b.blocked_post, {
    message: messages.blockTargetMissing,
    path: ['blocked_tumblelog'],
  });
export type BlockAddInput = z.input<typeof blockAddSchema>;

/** POST /svc/block/remove. */
export const blockRemoveSchema = z.object({
  tumblelog: blogName,
  blocked_tumblelog: z.string().trim().min(1, messages.blockTargetMissing),
});
export type BlockRemoveInput = z.input<typeof blockRemoveSchema>;

export interface BlockResponse {
  tumblelog: string;
  blocked_tumblelog: string;
  is_blocking: boolean;
}

/** A blog on the blocker's list. */
export interface BlockedBlog {
  name: string;
  title: string;
  avatar_url: string;
  avatar_shape: 'circle' | 'square';
  blocked_at: string;
}

/** GET /svc/blog/{name}/blocks: the blogs `blog_name` blocks, most recent first, a page at a time. */
export interface BlockedListResponse {
  blog_name: string;
  blocked: BlockedBlog[];
  /** Pass as `before` for the next page; null on the last page. */
  next: string | null;
}

/** The confirmations' buttons (spec document 1 §8). */
export const BLOCK_CONFIRM_OK = 'Block';
export const BLOCK_CONFIRM_CANCEL = 'Nevermind';

/**
 * Spec document 1 §8, blocking a blog: whether to block it from the current blog, saying what the
 * blocked blog then cannot do.
 */
export function blockBlogConfirmation(blocked: string, current: string): string {
  return `Block ${blocked} from ${current}? They won't be able to follow ${current}, message it, find it in search or interact with its posts.`;
}

/** Spec document 1 §8, blocking the sender of a post or message. */
export const BLOCK_SENDER_CONFIRMATION =
  "Block messages from this sender? Further messages from their IP address will be blocked from your inbox, and this can't be undone.";
