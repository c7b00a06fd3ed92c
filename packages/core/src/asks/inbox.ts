import { z } from 'zod';
import { digitsFitBigint } from '../ids.js';
import { messages } from '../messages.js';
import type { PostView } from '../posts/view.js';

/** A blog named in the inbox: who asked (when not anonymous) or who submitted. */
export interface InboxBlog {
  name: string;
  title: string;
  url: string;
  avatar_url: string;
}

export interface InboxAsk {
  kind: 'ask';
  /** The ask's id: `post_id` of /answer. */
  id: string;
  /** The ask's key: `key` of /answer. */
  key: string;
  question: string;
  anonymous: boolean;
  /** Null when anonymous: the recipient never learns who asked. */
  asker: InboxBlog | null;
  created_at: string;
}

export interface InboxSubmission {
  kind: 'submission';
  /** The submitted post's id: `id` of /approve_submission and `pid` of /deny_submission. */
  id: string;
  post: PostView;
  submitter: InboxBlog | null;
  created_at: string;
}

export type InboxItem = InboxAsk | InboxSubmission;

/** GET /svc/blog/{name}/inbox: the blog's waiting asks and submissions, newest first. */
export interface InboxResponse {
  blog_name: string;
  items: InboxItem[];
  /** Pass as `before` for the next page; null on the last page. */
  next: string | null;
}

/** GET /svc/blog/{name}/inbox/count: what waits, for the owner's menu. */
export interface InboxCountResponse {
  blog_name: string;
  asks: number;
  submissions: number;
  total: number;
}

export const INBOX_PAGE_SIZE = 20;

/** The inbox's cursor: `{micros}_{kind}_{id}` (kind 0 an ask, 1 a submission). */
export const INBOX_CURSOR_PATTERN = /^\d{1,19}_[01]_\d{1,19}$/;

export const inboxQuerySchema = z.object({
  before: z
    .string()
    .regex(INBOX_CURSOR_PATTERN, messages.invalidCursor)
    .refine(digitsFitBigint, messages.invalidCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;
