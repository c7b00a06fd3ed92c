import { type AdminAppealsResponse, APPEAL_STATES, type PostView } from '@rookery/core';
import type { Db } from '../../db/database.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { withPosts } from './with-posts.js';

const PAGE = 50;

/** GET /svc/admin/appeals: the posts in review, oldest first (first come, first decided). */
export async function appealQueue(db: Db, viewer: Viewer): Promise<AdminAppealsResponse<PostView>> {
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'appeal_state'])
    .where('classification', '<>', 'none')
    .where('appeal_state', '=', APPEAL_STATES.in_review)
    .orderBy('id')
    .limit(PAGE)
    .execute();
  const found = await withPosts(db, viewer, rows, true);
  return { appeals: found.map(({ row, post }) => ({ post, appeal_state: row.appeal_state })) };
}
