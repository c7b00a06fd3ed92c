import { z } from 'zod';
import { flag, text } from '../form-values.js';
import { postIdSchema } from '../posts/requests.js';
import { SHARE_EMAIL_MAX, SHARE_MESSAGE_MAX, TWEET_MAX } from './constants.js';
import { LOOSE_EMAIL_PATTERN, STRICT_EMAIL_PATTERN } from './rules.js';
import { shareTexts } from './texts.js';

const blogName = z.string().trim().min(1).max(100);

const address = (pattern: RegExp) =>
  z
    .string(shareTexts.emailInvalid)
    .trim()
    .max(SHARE_EMAIL_MAX, shareTexts.emailTooLong)
    .regex(pattern, shareTexts.emailInvalid);

const mailFields = {
  form_key: z.string().optional(),
  message: text(SHARE_MESSAGE_MAX, shareTexts.messageTooLong).default(''),
  tumblelog_name: blogName,
  allow_reply_to: flag.default(false),
};

/** POST /svc/share/email (spec §7): the post popover's loose address pattern. */
export const shareEmailSchema = z.object({
  ...mailFields,
  email_address: address(LOOSE_EMAIL_PATTERN),
  post_id: postIdSchema,
});
export type ShareEmailInput = z.output<typeof shareEmailSchema>;

/** POST /svc/email_tumblelog (spec §6, §7): a whole blog, with the blog card's {email} pattern. */
export const emailTumblelogSchema = z.object({
  ...mailFields,
  email_address: address(STRICT_EMAIL_PATTERN),
});
export type EmailTumblelogInput = z.output<typeof emailTumblelogSchema>;

/** POST /svc/share/{network} (spec §7): the post, and the Twitter subview's text. */
export const networkShareSchema = z.object({
  form_key: z.string().optional(),
  post_id: postIdSchema,
  tumblelog_name: blogName,
  share_fallback: flag.default(true),
  message: text(TWEET_MAX * 2, shareTexts.tweetInvalid).optional(),
});
export type NetworkShareInput = z.output<typeof networkShareSchema>;

/** The post the Flag option reports, and the post whose app attribution its owner removes. */
export const postOfBlogSchema = z.object({
  form_key: z.string().optional(),
  post_id: postIdSchema,
  tumblelog_name: blogName,
});

/** Remove app attribution (spec §7: post_id, tumblelog_id; path ours). tumblelog_id is the blog's name. */
export const removeAttributionSchema = z.object({
  form_key: z.string().optional(),
  post_id: postIdSchema,
  tumblelog_id: blogName,
});
