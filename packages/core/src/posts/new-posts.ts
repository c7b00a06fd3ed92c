import { z } from 'zod';
import { postIdSchema } from './requests.js';

/**
 * GET /svc/dashboard/new_posts?since={postId} (ours): how many posts the dashboard would now show
 * above `since`, its top post, for the "N new posts" pill. Counted up to NEW_POSTS_COUNT_MAX; past
 * it `more` says so. A push `dashboard` event, or the poll while push is down, asks it again.
 */
export const newPostsQuerySchema = z.object({ since: postIdSchema });
export type NewPostsQuery = z.output<typeof newPostsQuerySchema>;

export interface NewPostsResponse {
  count: number;
  more: boolean;
}

export const NEW_POSTS_COUNT_MAX = 50;
/** While the push stream is down, the dashboard asks for new posts this often. */
export const NEW_POSTS_POLL_MS = 60_000;
