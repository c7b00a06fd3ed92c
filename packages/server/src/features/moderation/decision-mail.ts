import type { AppDeps } from '../../deps.js';
import { linkMail } from '../accounts/mails.js';
import { blogPageHref } from '../blog-hosts/blog-urls.js';
import type { Decision } from './post-decisions.js';

const SUBJECTS = {
  approve: 'Your post is visible again',
  reject: 'The review of your post is complete',
} as const;

const INTROS = {
  approve: 'A moderator reviewed your post and found nothing wrong with it: everyone can see it again.',
  reject:
    'A moderator reviewed your post. It stays flagged as sexually explicit content, which violates our User Guidelines: it has not been deleted but is now only viewable to you. This decision cannot be appealed.',
} as const;

/**
 * The mail the spec promises an appeal ("Once a decision has been made, we'll send you an email"):
 * sent after the decision is committed. A mail that fails is logged by the caller and undoes
 * nothing: the activity item tells the owner as well.
 */
export async function mailDecision(deps: AppDeps, decision: Decision): Promise<void> {
  if (decision.action !== 'approve' && decision.action !== 'reject') return;
  const owner = await deps.db
    .selectFrom('users')
    .innerJoin('blogs', 'blogs.user_id', 'users.id')
    .select(['users.email', 'blogs.name'])
    .where('blogs.id', '=', decision.blogId)
    .executeTakeFirst();
  if (!owner) return;
  await deps.mailer.send(
    linkMail(
      owner.email,
      SUBJECTS[decision.action],
      INTROS[decision.action],
      'See your post',
      blogPageHref(`/${owner.name}/post/${decision.postId}`, true),
      `Your flagged posts are listed at ${deps.config.publicUrl}/blog/${owner.name}/review.`,
    ),
  );
}
