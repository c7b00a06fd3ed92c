import type { Db } from '../../db/database.js';
import { presentPost } from '../posts/present.js';
import type { BlogRow } from './blog-row.js';
import { postBatches } from './post-batches.js';
import { presentBlog } from './present.js';

/**
 * GET /svc/blog/{name}/export: everything the owner wrote on the blog, as one JSON document
 * (`{ blog, posts }`, every post in every state, oldest first), made a batch at a time so a large
 * blog never sits in memory whole. Its owner may take it even when a moderator suspended the blog.
 * The whole account, media included, is the zip of features/account-export.
 */
export async function* exportBlog(db: Db, blog: BlogRow): AsyncGenerator<string> {
  yield `{"blog":${JSON.stringify(presentBlog(blog))},"posts":[`;
  let first = true;
  for await (const { rows, names } of postBatches(db, blog.id)) {
    for (const row of rows) {
      const post = {
        ...row,
        blog_name: blog.name,
        blog_user_id: blog.user_id,
        blog_avatar_version: blog.avatar_version,
      };
      yield `${first ? '' : ','}${JSON.stringify(presentPost({ ...post, video_media: null }, names))}`;
      first = false;
    }
  }
  yield ']}';
}
