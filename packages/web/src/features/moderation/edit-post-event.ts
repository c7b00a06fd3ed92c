/**
 * Spec document 1 §2: an edit made from the review page (/blog/{name}/review) emits an EditPost
 * logging event. Raised as a window event, like the post actions' (post-actions/events.ts), for the
 * client logger to send when it lands.
 */
export const LOG_EVENT = 'rookery:log';
const REVIEW_PATH = /^\/blog\/[^/]+\/review$/;

export function isReviewPath(pathname: string | undefined): boolean {
  return !!pathname && REVIEW_PATH.test(pathname);
}

export function raiseEditPost(postId: string): void {
  window.dispatchEvent(new CustomEvent(LOG_EVENT, { detail: { event: 'EditPost', post_id: postId } }));
}
