import { z } from 'zod';
import { flag } from '../form-values.js';
import { digitsFitBigint } from '../ids.js';
import { messages } from '../messages.js';
import { type BlogToggle, REPORT_REASONS, REPORT_TARGETS } from './constants.js';

/** Moderation's own words (ours: the spec has none for these). */
export const moderationTexts = {
  moderatorsOnly: 'Only moderators can do that.',
  adminsOnly: 'Only admins can give or take the moderator role.',
  reportSent: 'Thanks. A moderator will look at your report.',
  reportLimited: "You're reporting faster than we allow. Wait a while and try again.",
  reportTargetNotFound: 'That is no longer there to report.',
  reportOwn: 'You cannot report your own blog or posts.',
  reportNoteRequired: 'Tell us what is wrong in a few words.',
  suspendedNotice:
    'This blog has been suspended for violating our User Guidelines. Only you can see it; you can still read and export it.',
  appealNotAllowed: 'This post cannot be appealed.',
  appealNotClassified: 'This post has not been flagged.',
  decisionNotInReview: 'This post is not waiting for a decision.',
  reportNotOpen: 'This report has already been handled.',
} as const;

const postId = z
  .string()
  .trim()
  .regex(/^\d{1,19}$/, messages.postNotFound)
  .refine(digitsFitBigint, messages.postNotFound);
const blogName = z.string().trim().min(1, messages.blogNotFound);
const reason = z.string().trim().max(500).optional().default('');

/** POST /{toggle}/toggle (spec document 1 §7): `tumblelog`, and ours: why. */
export const blogToggleSchema = z.object({ tumblelog: blogName, reason });

/** A blog's moderation flags as the toggles set them. */
export type BlogFlags = Record<BlogToggle, boolean>;
export interface BlogToggleResponse {
  tumblelog: string;
  toggle: BlogToggle;
  /** The flag as it is now. */
  on: boolean;
  flags: BlogFlags;
}

/** POST /svc/report (ours): what is reported, why, and a note ('other' needs one). */
export const reportSchema = z
  .object({
    target_type: z.enum(REPORT_TARGETS),
    target_id: z.string().trim().min(1, moderationTexts.reportTargetNotFound).max(100),
    reason: z.enum(REPORT_REASONS),
    note: z.string().trim().max(1000).optional().default(''),
    /** Block the blog behind it too, in the same step (spec document 1 §8's confirmation first). */
    block: flag.optional().default(false),
  })
  .refine((r) => r.reason !== 'other' || r.note.length > 0, {
    message: moderationTexts.reportNoteRequired,
    path: ['note'],
  });
export interface ReportResponse {
  report_id: string;
  /** False when the reporter had reported it before: nothing new was stored. */
  created: boolean;
  /** Whether the blog behind it is now blocked (asked for with `block`). */
  blocked: boolean;
}

/** POST /svc/appeal (spec document 2 §7): only a move to in_review (3) is asked for. */
export const appealSchema = z.object({
  post_id: postId,
  blog_name: blogName,
  state: z.coerce.number().int(),
});
export interface AppealResponse {
  post_id: string;
  appeal_state: number;
  message: string;
}

/** A moderator's decisions on a post (ours, under /svc/admin). */
export const POST_ACTIONS = [
  'classify',
  'label_sensitive',
  'unlabel_sensitive',
  'approve',
  'reject',
] as const;
export type PostAction = (typeof POST_ACTIONS)[number];
export const postActionSchema = z.object({ post_id: postId, action: z.enum(POST_ACTIONS), reason });

/** Closing a report: resolved (acted on) or dismissed (nothing wrong). */
export const reportDecisionSchema = z.object({
  report_id: z.string().regex(/^\d{1,18}$/, messages.notFound),
  status: z.enum(['resolved', 'dismissed']),
  reason,
});

/** A flagged post as its owner's review page shows it (document 1 §2's /blog/{name}/review). */
export interface ReviewItem<Post> {
  post: Post;
  classification: 'adult';
  appeal_state: number;
  /** The spec's message for the state (appealMessage). */
  message: string;
  can_appeal: boolean;
}
export interface ReviewResponse<Post> {
  blog_name: string;
  items: ReviewItem<Post>[];
}
