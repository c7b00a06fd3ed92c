import type { PostState } from './states.js';

/** The line the save toast shows (spec document 1 §3 save response `message`; wording ours). */
export function saveMessage(state: PostState, blogName: string, isEdit: boolean): string {
  if (isEdit && (state === 'published' || state === 'private')) return 'Your post was updated.';
  switch (state) {
    case 'draft':
      return 'Saved as a draft.';
    case 'queued':
      return `Added to the queue of ${blogName}.`;
    case 'scheduled':
      return `Scheduled to post on ${blogName}.`;
    case 'private':
      return `Posted privately to ${blogName}.`;
    case 'transcoding':
      return 'Your video is being processed; it will be posted when it is ready.';
    case 'unapproved':
      return 'Your post is waiting for approval.';
    default:
      return `Posted to ${blogName}.`;
  }
}
