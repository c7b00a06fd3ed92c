import type { PostView } from '@rookery/core';

/** The line an owner sees on a post that readers don't see yet (or at all). Null for published posts. */
export function postStateLabel(post: Pick<PostView, 'state' | 'publish_on'>, locale?: string): string | null {
  switch (post.state) {
    case 'draft':
      return 'Draft';
    case 'queued':
      return 'Queued';
    case 'scheduled':
      return post.publish_on
        ? `Scheduled for ${new Date(post.publish_on).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}`
        : 'Scheduled';
    case 'private':
      return 'Private';
    case 'transcoding':
      return 'Processing video';
    case 'unapproved':
      return 'Awaiting approval';
    default:
      return null;
  }
}
