import type { HydratedPost } from './hydrate.js';
import type { Viewer } from './viewer.js';

/**
 * Whether the viewer may see a post in any list. Owners see all of their own (drafts and queue are
 * asked for by state on their own pages); everyone else sees published posts that are neither
 * private nor for members only. Blocks and safe mode join this list with their issues; moderation's
 * decisions are here.
 */
export function isVisibleTo(post: HydratedPost, viewer: Viewer | null, asModerator = false): boolean {
  if (viewer && post.blog_user_id === viewer.userId) return true;
  // A moderator's decisions: a withheld blog's posts and a post classified adult reach no one else,
  // except the moderators deciding about them (the /admin area).
  if (!asModerator && (post.blog_withheld || post.classification !== 'none')) return false;
  return post.state === 'published' && !post.is_private && !post.members_only;
}
