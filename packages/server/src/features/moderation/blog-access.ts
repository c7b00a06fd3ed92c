import type { BlogRow } from '../blogs/blog-row.js';

type Flags = Pick<BlogRow, 'user_id' | 'is_suspended' | 'is_leaving'>;

/**
 * A suspended blog is taken down: 404 to everyone but its owner, who still reads and exports it
 * (and sees the notice). So is a blog whose account waits to be deleted (account-deletion): only
 * its owner sees it until the account is kept or gone. Every read of a blog by name asks this.
 */
export function isTakenDownFor(blog: Flags, userId: string | null | undefined): boolean {
  return (blog.is_suspended || blog.is_leaving) && blog.user_id !== userId;
}

type Moderated = Pick<BlogRow, 'is_spam' | 'is_uniblocked' | 'is_suspended' | 'is_leaving'>;

/**
 * Whether a block stands between two blogs because of a moderator: a blog everyone blocks (or one
 * taken down, or leaving with its account) neither messages, follows nor interacts with anyone, nor
 * anyone with it.
 */
export const moderatedApart = (a: Moderated, b: Moderated): boolean =>
  a.is_uniblocked || a.is_suspended || a.is_leaving || b.is_uniblocked || b.is_suspended || b.is_leaving;
