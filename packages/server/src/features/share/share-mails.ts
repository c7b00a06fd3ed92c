import {
  avatarUrl,
  type EmailShareResponse,
  type EmailTumblelogInput,
  messages,
  plainText,
  type ShareEmailInput,
  shareTexts,
} from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { findBlogByName } from '../blogs/blogs.js';
import { type Actor, assertWithinLimit } from '../limits/abuse-limits.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { clip } from '../seo/post-summary.js';
import { countShare } from './share-counts.js';
import { blogShareMail, type MailSender, postShareMail } from './share-mail.js';
import { isShareable, visiblePost } from './shareable-post.js';

/** The sender as the mail names them: their current blog, and their address only if they allow it. */
async function senderOf(deps: AppDeps, viewer: Viewer, allowReplyTo: boolean): Promise<MailSender> {
  const row = await deps.db
    .selectFrom('users')
    .innerJoin('blogs', 'blogs.user_id', 'users.id')
    .select(['users.email', 'blogs.name'])
    .where('users.id', '=', viewer.userId)
    .where('blogs.id', '=', viewer.currentBlogId ?? '0')
    .executeTakeFirst();
  if (!row) throw new NotFoundError(messages.blogNotFound);
  return { blogName: row.name, replyTo: allowReplyTo ? row.email : undefined };
}

/**
 * POST /svc/share/email: mails a post to an address. Checked and limited before anything goes out;
 * a post not out for everyone is never mailed (it shares nothing).
 */
export async function sharePostByEmail(
  deps: AppDeps,
  viewer: Viewer,
  actor: Actor,
  input: ShareEmailInput,
): Promise<EmailShareResponse> {
  const post = await visiblePost(deps.db, viewer, input.tumblelog_name, input.post_id);
  if (!isShareable(post)) throw new ConflictError(shareTexts.notShareable);
  await assertWithinLimit(deps, 'shareMail', actor);
  const sender = await senderOf(deps, viewer, input.allow_reply_to);
  const mail = postShareMail(input.email_address, sender, input.message, post, deps.config.publicUrl);
  await deps.mailer.send(mail);
  await countShare(deps.db, post.id, 'email');
  return { sent_to: input.email_address };
}

/** POST /svc/email_tumblelog: mails a whole blog (the blog card's share). A private blog is not shared. */
export async function shareBlogByEmail(
  deps: AppDeps,
  viewer: Viewer,
  actor: Actor,
  input: EmailTumblelogInput,
): Promise<EmailShareResponse> {
  const blog = await findBlogByName(deps.db, input.tumblelog_name);
  if (!blog) throw new NotFoundError(messages.blogNotFound);
  if (blog.is_private) throw new ConflictError(shareTexts.notShareable);
  await assertWithinLimit(deps, 'shareMail', actor);
  const sender = await senderOf(deps, viewer, input.allow_reply_to);
  const shared = {
    name: blog.name,
    title: blog.title,
    description: clip(plainText(blog.description), 200),
    avatar: avatarUrl(blog.name, 128, blog.avatar_version),
  };
  await deps.mailer.send(
    blogShareMail(input.email_address, sender, input.message, shared, deps.config.publicUrl),
  );
  return { sent_to: input.email_address };
}
