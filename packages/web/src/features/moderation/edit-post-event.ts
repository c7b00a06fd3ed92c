import { logEvent } from '../logging/client-logger';

/**
 * Spec document 1 §2: an edit made from the review page (/blog/{name}/review) emits an EditPost
 * logging event, a diagnostic the client logger sends to /services/cslog with its next batch.
 */
const REVIEW_PATH = /^\/blog\/[^/]+\/review$/;

export function isReviewPath(pathname: string | undefined): boolean {
  return !!pathname && REVIEW_PATH.test(pathname);
}

export function raiseEditPost(postId: string): void {
  logEvent('EditPost', { post_id: postId });
}
