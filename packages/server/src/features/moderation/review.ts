import { appealMessage, canAppeal, type PostView, type ReviewResponse } from '@rookery/core';
import type { Db } from '../../db/database.js';
import type { BlogRow } from '../blogs/blog-row.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { withPosts } from './with-posts.js';

/** How many flagged posts the review page shows (a blog has few; a moderator's queue pages). */
const REVIEW_LIMIT = 100;

/**
 * GET /svc/blog/{name}/review: the owner's posts a moderator classified, newest first, each with its
 * appeal state and the spec's message for it (document 1 §2's review page; document 2 §6).
 */
export async function reviewList(db: Db, viewer: Viewer, blog: BlogRow): Promise<ReviewResponse<PostView>> {
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'appeal_state', 'is_reblog'])
    .where('blog_id', '=', blog.id)
    .where('classification', '<>', 'none')
    .orderBy('id', 'desc')
    .limit(REVIEW_LIMIT)
    .execute();
  const found = await withPosts(db, viewer, rows);
  return {
    blog_name: blog.name,
    items: found.map(({ row, post }) => ({
      post,
      classification: 'adult' as const,
      appeal_state: row.appeal_state,
      message: appealMessage(row.appeal_state, row.is_reblog),
      can_appeal: canAppeal(row.appeal_state),
    })),
  };
}
